import { Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import type { RiskAssessmentKind } from '@rtm/contracts';
import { matrixCellUrl } from '../../api/riskMatrixQuery';
import { cellChanges } from '../../api/trendsQuery';
import { useRiskMatrixCounts } from '../../hooks/useRiskMatrixCounts';
import { useRisksTranslation } from '../../i18n';
import { RiskMatrix } from '../RiskMatrix';
import { useDayText } from './useDayText';

export interface TrendsHeatMapProps {
  assessment: RiskAssessmentKind;
  /** The day shown (null: now). */
  asOf: string | null;
  /** The compare mode's two days, the earlier first; null: one matrix only. */
  span: { from: string; to: string } | null;
  today: string;
}

/**
 * The heat map as at the end of a day (issue 26); in the compare mode the two days side by side (stacked on a phone),
 * the later one marking each cell that gained or lost risks with an arrow, the difference and words saying so.
 */
export function TrendsHeatMap({ assessment, asOf, span, today }: TrendsHeatMapProps) {
  const { t } = useRisksTranslation();
  const navigate = useNavigate();
  const dayText = useDayText();
  // Today's end is now: the spec's request, shared with the dashboard.
  const day = (d: string | null) => (d === today ? null : d);
  const single = useRiskMatrixCounts(!span, assessment, day(asOf));
  const before = useRiskMatrixCounts(!!span, assessment, span ? day(span.from) : null);
  const after = useRiskMatrixCounts(!!span, assessment, span ? day(span.to) : null);
  // A day the server refuses (typed into the address: before the history, after today) says why.
  const failed = (span ? [before, after] : [single]).find((read) => read.isError);
  const problem = failed && (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }} data-testid="trends-matrix-error">
      {serverMessage(failed.error, t('matrix.loadFailed'))}
    </Typography.Text>
  );

  if (!span) {
    const title = asOf && asOf !== today ? t('trends.matrixOn', { date: dayText(asOf) }) : t('trends.matrixNow');
    return (
      <div>
        {problem}
        <RiskMatrix
          title={title}
          counts={single.data ?? []}
          loading={single.isLoading}
          interactive={!day(asOf)}
          data-testid="trends-matrix"
          onCellClick={(l, i) => navigate(matrixCellUrl(l, i, assessment))}
        />
      </div>
    );
  }
  const changes = before.data && after.data ? cellChanges(before.data, after.data) : [];
  const moved = changes.filter((c) => c.difference !== 0).length;
  return (
    <div data-testid="trends-compare">
      {problem}
      <Typography.Paragraph type="secondary" data-testid="compare-summary" aria-live="polite">
        {before.data && after.data
          ? t('trends.compareSummary', { count: moved, from: dayText(span.from), to: dayText(span.to) })
          : t('trends.loading')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <RiskMatrix
            title={t('trends.matrixOn', { date: dayText(span.from) })}
            counts={before.data ?? []}
            loading={before.isLoading}
            interactive={false}
            data-testid="compare-matrix-from"
          />
        </Col>
        <Col xs={24} xl={12}>
          <RiskMatrix
            title={t('trends.matrixOn', { date: dayText(span.to) })}
            counts={after.data ?? []}
            loading={after.isLoading}
            changes={changes}
            changedSince={span.from}
            interactive={!day(span.to)}
            onCellClick={(l, i) => navigate(matrixCellUrl(l, i, assessment))}
            data-testid="compare-matrix-to"
          />
        </Col>
      </Row>
    </div>
  );
}
