import { Fragment, type CSSProperties } from 'react';
import { Card, Flex, Spin, Typography, theme } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LIMITS, RISK_LEVELS, riskLevel, riskScore, type RiskAssessmentKind, type RiskLevel, type RiskMatrixCellDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RISK_LEVEL_TONES, ToneTag } from '@rtm/frontend/ui';
import { matrixCellUrl } from '../api/riskMatrixQuery';
import { useAssessmentChoice } from '../hooks/useAssessmentChoice';
import { useElementWidth } from '../hooks/useElementWidth';
import { useRiskMatrixCounts } from '../hooks/useRiskMatrixCounts';
import { useRisksTranslation } from '../i18n';
import { AssessmentSwitch } from './AssessmentSwitch';

export interface MatrixCell {
  likelihood: number;
  impact: number;
}

export interface RiskMatrixProps {
  /** Risks per cell. When left out (and not in highlight mode) the matrix fetches GET /api/risks/matrix. */
  counts?: readonly RiskMatrixCellDto[];
  /** Highlight mode (the risk detail page): cells coloured by level, this cell marked, no counts. */
  highlight?: MatrixCell;
  /** Reports the clicked cell. Default: go to /risks?likelihood=&impact= (the filtered risk list). */
  onCellClick?: (likelihood: number, impact: number) => void;
  title?: string;
  /**
   * Issue 25, when the matrix fetches its counts: which cells they count, switched above the grid (Inherent /
   * Residual). Given with `onAssessmentChange` when the host keeps the choice (the dashboard's URL); else the
   * matrix keeps it, inherent at first.
   */
  assessment?: RiskAssessmentKind;
  onAssessmentChange?: (assessment: RiskAssessmentKind) => void;
}

const AXIS = Array.from({ length: LIMITS.matrixSize }, (_, i) => i + 1);
const DESCENDING = [...AXIS].reverse();
/**
 * Below this grid width the cells are too narrow for 'Score: N' (about 30 px on the detail page at
 * 1366 px): they show the number alone, the impact axis shows numbers, and legends under the grid say
 * what the numbers are.
 */
const COMPACT_BELOW_PX = 440;

/**
 * Exposed as `./RiskMatrix` (SPEC section 2): 5x5 grid, likelihood rows 5 down to 1, impact columns 1 to 5
 * from the start edge (the left in English, the right in Arabic: the grid follows the page's direction).
 * Each cell shows its number of risks and 'Score: N'; cells with no risks are dimmed; a click reports
 * the cell's likelihood and impact (by default it opens the risk list filtered by that cell). In
 * highlight mode (risk detail) the cells are coloured by level and the given cell is marked.
 * Dimming uses a paler tint, never opacity, so every text keeps its contrast. When it fetches its counts (the
 * dashboard), a switch above the grid counts the inherent or the residual cells (issue 25), and a click keeps it.
 */
export function RiskMatrix({ counts, highlight, onCellClick, title, assessment: shownAssessment, onAssessmentChange }: RiskMatrixProps) {
  const { token } = theme.useToken();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const heading = title ?? t('matrix.title');
  const navigate = useNavigate();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = width > 0 && width < COMPACT_BELOW_PX;
  const fetchCounts = !counts && !highlight;
  const [assessment, setAssessment] = useAssessmentChoice(shownAssessment, onAssessmentChange);
  const fetched = useRiskMatrixCounts(fetchCounts, assessment);
  const click = onCellClick ?? ((l: number, i: number) => navigate(matrixCellUrl(l, i, fetchCounts ? assessment : 'inherent')));
  const cells = counts ?? fetched.data ?? [];
  const countOf = (l: number, i: number) => cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;

  // Palette tokens follow the light/dark algorithm of the shell's ConfigProvider.
  const palette = token as unknown as Record<string, string>;
  const HUES: Record<RiskLevel, string> = { low: 'green', medium: 'gold', high: 'orange', critical: 'red' };
  const cellColors = (level: RiskLevel, dimmed: boolean) => {
    const hue = HUES[level];
    return dimmed
      ? { background: palette[`${hue}1`], borderColor: palette[`${hue}3`], color: token.colorTextSecondary }
      : {
          background: palette[`${hue}${level === 'low' || level === 'medium' ? 3 : 4}`],
          borderColor: palette[`${hue}6`],
          color: token.colorText,
        };
  };
  const axisText: CSSProperties = { fontSize: 12, lineHeight: 1.2 };

  return (
    <Card
      title={heading}
      data-testid="risk-matrix"
      data-mode={highlight ? 'highlight' : 'counts'}
      data-assessment={fetchCounts ? assessment : undefined}
    >
      {fetchCounts && (
        <div style={{ marginBottom: 12 }}>
          <AssessmentSwitch
            value={assessment}
            onChange={setAssessment}
            label={t('matrix.assessmentSwitch')}
            data-testid="matrix-assessment-switch"
          />
        </div>
      )}
      <Spin spinning={fetchCounts && fetched.isLoading}>
        {fetchCounts && fetched.isError && (
          <Typography.Text type="danger" style={{ display: 'block', marginBottom: 8 }}>
            {t('matrix.loadFailed')}
          </Typography.Text>
        )}
        <Flex gap={4} align="stretch">
          <Typography.Text
            type="secondary"
            style={{ ...axisText, writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center', fontWeight: 600 }}
          >
            {t('matrix.likelihood')}
          </Typography.Text>
          <div
            ref={ref}
            role="group"
            aria-label={heading}
            style={{
              flex: 1,
              minWidth: 0,
              display: 'grid',
              gridTemplateColumns: `minmax(48px, ${compact ? '64px' : 'max-content'}) repeat(${LIMITS.matrixSize}, minmax(0, 1fr))`,
              gap: compact ? 3 : 4,
            }}
          >
            {DESCENDING.map((likelihood) => (
              <Fragment key={likelihood}>
                <Typography.Text type="secondary" style={{ ...axisText, alignSelf: 'center', paddingInlineEnd: 4 }}>
                  {labels.likelihood(likelihood)}
                </Typography.Text>
                {AXIS.map((impact) => {
                  const score = riskScore(likelihood, impact);
                  const level = riskLevel(score);
                  const n = countOf(likelihood, impact);
                  const isCurrent = highlight?.likelihood === likelihood && highlight?.impact === impact;
                  const dimmed = highlight ? !isCurrent : n === 0;
                  const cell = t('matrix.cell', { likelihood: labels.likelihood(likelihood), impact: labels.impact(impact) });
                  const label = highlight
                    ? t(isCurrent ? 'matrix.cellCurrent' : 'matrix.cellHighlight', { cell, score })
                    : t('matrix.cellCounts', { cell, risks: t('matrix.risks', { count: n }), score });
                  const colors = cellColors(level, dimmed);
                  return (
                    <button
                      key={impact}
                      type="button"
                      title={label}
                      // Counts: the visible count and score name the button (axe: the name must hold the visible text, which
                      // the Arabic sentence does not word for word); the sentence is its description (title).
                      aria-label={highlight ? label : undefined}
                      onClick={() => click(likelihood, impact)}
                      data-testid={`matrix-cell-${likelihood}-${impact}`}
                      data-count={highlight ? undefined : n}
                      data-level={level}
                      data-current={isCurrent || undefined}
                      style={{
                        cursor: 'pointer',
                        border: `${isCurrent ? 3 : 1}px solid ${isCurrent ? token.colorText : colors.borderColor}`,
                        borderRadius: token.borderRadiusSM,
                        background: colors.background,
                        color: colors.color,
                        padding: compact ? '4px 1px' : '6px 2px',
                        minHeight: compact ? 46 : 56,
                        minWidth: 0,
                        overflow: 'hidden',
                        font: 'inherit',
                        lineHeight: 1.15,
                        boxShadow: isCurrent ? token.boxShadowSecondary : undefined,
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'center',
                        justifyContent: 'center',
                        gap: 2,
                      }}
                    >
                      {highlight ? (
                        isCurrent && <AimOutlined style={{ fontSize: 14 }} aria-hidden />
                      ) : (
                        <span style={{ fontWeight: 600, fontSize: compact ? 14 : 16 }}>{n}</span>
                      )}
                      <span
                        data-testid="matrix-cell-score"
                        style={{ fontSize: 11, fontWeight: isCurrent ? 700 : undefined, whiteSpace: 'nowrap' }}
                      >
                        {compact ? score : `${t('matrix.score')} ${score}`}
                      </span>
                    </button>
                  );
                })}
              </Fragment>
            ))}
            <span />
            {AXIS.map((impact) => (
              <Typography.Text
                key={impact}
                type="secondary"
                title={labels.impact(impact)}
                style={{ ...axisText, textAlign: 'center', fontWeight: compact ? 600 : undefined }}
              >
                {compact ? impact : labels.impact(impact)}
              </Typography.Text>
            ))}
          </div>
        </Flex>
        <Typography.Text type="secondary" style={{ ...axisText, display: 'block', textAlign: 'center', fontWeight: 600, marginTop: 6 }}>
          {t('matrix.impact')}
        </Typography.Text>
        {compact && (
          <Flex vertical gap={2} style={{ marginTop: 2 }}>
            <Typography.Text type="secondary" style={{ ...axisText, textAlign: 'center' }}>
              {AXIS.map((impact) => `${impact}\u00a0${labels.impact(impact)}`).join(' · ')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ ...axisText, textAlign: 'center' }} data-testid="matrix-legend">
              {highlight ? t('matrix.scoreLegend') : t('matrix.countsLegend')}
            </Typography.Text>
          </Flex>
        )}
        <Flex gap={4} wrap justify="center" style={{ marginTop: 8 }}>
          {RISK_LEVELS.map((level) => (
            <ToneTag key={level} tone={RISK_LEVEL_TONES[level]}>
              {labels.riskLevel(level)}
            </ToneTag>
          ))}
        </Flex>
      </Spin>
    </Card>
  );
}

export default RiskMatrix;
