import { Fragment, useState, type CSSProperties } from 'react';
import { Card, Flex, Spin, Typography, theme } from 'antd';
import { AimOutlined, ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LIMITS, RISK_LEVELS, riskLevel, riskScore, type RiskAssessmentKind, type RiskLevel, type RiskMatrixCellDto } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RISK_LEVEL_TONES, ToneTag } from '@rtm/frontend/ui';
import { matrixCellUrl } from '../api/riskMatrixQuery';
import type { CellChange } from '../api/trendsQuery';
import { useAssessmentChoice } from '../hooks/useAssessmentChoice';
import { useElementWidth } from '../hooks/useElementWidth';
import { useRiskMatrixCounts } from '../hooks/useRiskMatrixCounts';
import { useRisksTranslation } from '../i18n';
import { AssessmentSwitch } from './AssessmentSwitch';
import { AsOfPicker } from './trends/AsOfPicker';
import { useDayText } from './trends/useDayText';
import { VISUALLY_HIDDEN } from './visuallyHidden';

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
  /**
   * Issue 26, when the matrix fetches its counts: the day (YYYY-MM-DD) whose end they are counted at, picked above the
   * grid; null or absent: now (the spec's request). Given with `onAsOfChange` when the host keeps it, else the matrix's own.
   */
  asOf?: string | null;
  onAsOfChange?: (asOf: string | null) => void;
  /** The compare mode (issue 26): each cell's change since `changedSince` (YYYY-MM-DD), shown where it is not 0. */
  changes?: readonly CellChange[];
  changedSince?: string;
  /** Given counts on their way (a spinner over the grid). */
  loading?: boolean;
  /** False: the cells do not open the list (a past day's counts, which the list of today does not hold). */
  interactive?: boolean;
  'data-testid'?: string;
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
export function RiskMatrix({
  counts,
  highlight,
  onCellClick,
  title,
  assessment: shownAssessment,
  onAssessmentChange,
  asOf: shownAsOf,
  onAsOfChange,
  changes,
  changedSince,
  interactive = true,
  loading = false,
  'data-testid': testId = 'risk-matrix',
}: RiskMatrixProps) {
  const { token } = theme.useToken();
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const dayText = useDayText();
  const heading = title ?? t('matrix.title');
  const navigate = useNavigate();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = width > 0 && width < COMPACT_BELOW_PX;
  const fetchCounts = !counts && !highlight;
  const [assessment, setAssessment] = useAssessmentChoice(shownAssessment, onAssessmentChange);
  const [ownAsOf, setOwnAsOf] = useState<string | null>(null);
  const asOf = shownAsOf !== undefined ? shownAsOf : ownAsOf;
  const changeAsOf = (day: string | null) => {
    setOwnAsOf(day);
    onAsOfChange?.(day);
  };
  const fetched = useRiskMatrixCounts(fetchCounts, assessment, asOf);
  // A past day's cells do not open the list: it lists the register of now.
  const clickable = interactive && !(fetchCounts && asOf);
  const click = onCellClick ?? ((l: number, i: number) => navigate(matrixCellUrl(l, i, fetchCounts ? assessment : 'inherent')));
  const cells = counts ?? fetched.data ?? [];
  const countOf = (l: number, i: number) => cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;
  const differenceOf = (l: number, i: number) => changes?.find((c) => c.likelihood === l && c.impact === i)?.difference ?? 0;

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
  const movedText = (difference: number, since: string) =>
    t(difference > 0 ? 'trends.cellMore' : 'trends.cellFewer', { count: Math.abs(difference), date: dayText(since) });

  return (
    <Card
      title={heading}
      data-testid={testId}
      data-mode={highlight ? 'highlight' : 'counts'}
      data-assessment={fetchCounts ? assessment : undefined}
      data-as-of={fetchCounts ? (asOf ?? 'now') : undefined}
    >
      {fetchCounts && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <AssessmentSwitch
            value={assessment}
            onChange={setAssessment}
            label={t('matrix.assessmentSwitch')}
            data-testid="matrix-assessment-switch"
          />
          <AsOfPicker
            value={asOf}
            onChange={changeAsOf}
            label={t('trends.asOf')}
            placeholder={t('trends.now')}
            data-testid="matrix-as-of"
          />
          {asOf && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="matrix-as-of-note">
              {t('trends.asOfNote', { date: dayText(asOf) })}
            </Typography.Text>
          )}
        </Flex>
      )}
      <Spin spinning={(fetchCounts && fetched.isLoading) || loading}>
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
                  const difference = differenceOf(likelihood, impact);
                  const moved = difference !== 0 && changedSince ? movedText(difference, changedSince) : null;
                  const counted = highlight
                    ? t(isCurrent ? 'matrix.cellCurrent' : 'matrix.cellHighlight', { cell, score })
                    : t('matrix.cellCounts', { cell, risks: t('matrix.risks', { count: n }), score });
                  const label = moved ? `${counted} ${moved}` : counted;
                  const colors = cellColors(level, dimmed);
                  // A past day's cell is not a button: it opens nothing.
                  const Cell = clickable ? 'button' : 'div';
                  return (
                    <Cell
                      key={impact}
                      type={clickable ? 'button' : undefined}
                      title={label}
                      // Counts: the visible count and score name the button (axe: the name must hold the visible text, which
                      // the Arabic sentence does not word for word); the sentence is its description (title).
                      aria-label={highlight && clickable ? label : undefined}
                      onClick={clickable ? () => click(likelihood, impact) : undefined}
                      data-testid={`matrix-cell-${likelihood}-${impact}`}
                      data-count={highlight ? undefined : n}
                      data-difference={changes ? difference : undefined}
                      data-level={level}
                      data-current={isCurrent || undefined}
                      style={{
                        cursor: clickable ? 'pointer' : 'default',
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
                      {moved && (
                        <span data-testid="matrix-cell-difference" style={{ fontSize: 11, fontWeight: 700, whiteSpace: 'nowrap' }}>
                          {difference > 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
                          <span aria-hidden>{`\u00a0${difference > 0 ? '+' : '−'}${Math.abs(difference)}`}</span>
                          <span style={VISUALLY_HIDDEN}>{moved}</span>
                        </span>
                      )}
                    </Cell>
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
