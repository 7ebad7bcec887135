import { Fragment, type CSSProperties } from 'react';
import { Card, Flex, Spin, Tag, Typography, theme } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  IMPACT_LABELS,
  LIKELIHOOD_LABELS,
  LIMITS,
  RISK_LEVELS,
  riskLevel,
  riskScore,
  type RiskLevel,
  type RiskMatrixCellDto,
} from '@rtm/contracts';
import { useElementWidth } from '../hooks/useElementWidth';
import { useRiskMatrixCounts } from '../hooks/useRiskMatrixCounts';
import { RISK_LEVEL_COLORS, riskLevelLabel } from './riskLabels';

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
}

const AXIS = Array.from({ length: LIMITS.matrixSize }, (_, i) => i + 1);
const DESCENDING = [...AXIS].reverse();
/** Below this grid width the impact labels move to a legend under the grid. */
const COMPACT_BELOW_PX = 440;

/** /risks filtered by one cell of the matrix. */
export function matrixCellUrl(likelihood: number, impact: number): string {
  return `/risks?likelihood=${likelihood}&impact=${impact}`;
}

/**
 * Exposed as `./RiskMatrix` (SPEC section 2): 5x5 grid, likelihood rows 5 down to 1, impact columns 1 to 5.
 * Each cell shows its number of risks and 'Score: N'; cells with no risks are dimmed; a click reports
 * the cell's likelihood and impact (by default it opens the risk list filtered by that cell). In
 * highlight mode (risk detail) the cells are coloured by level and the given cell is marked.
 */
export function RiskMatrix({ counts, highlight, onCellClick, title = 'Risk Matrix' }: RiskMatrixProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const compact = width > 0 && width < COMPACT_BELOW_PX;
  const fetchCounts = !counts && !highlight;
  const fetched = useRiskMatrixCounts(fetchCounts);
  const click = onCellClick ?? ((l: number, i: number) => navigate(matrixCellUrl(l, i)));
  const cells = counts ?? fetched.data ?? [];
  const countOf = (l: number, i: number) => cells.find((c) => c.likelihood === l && c.impact === i)?.count ?? 0;

  // Palette tokens follow the light/dark algorithm of the shell's ConfigProvider.
  const background: Record<RiskLevel, string> = { low: token.green3, medium: token.gold3, high: token.orange4, critical: token.red4 };
  const border: Record<RiskLevel, string> = { low: token.green5, medium: token.gold5, high: token.orange6, critical: token.red6 };
  const axisText: CSSProperties = { fontSize: 12, lineHeight: 1.2 };

  return (
    <Card title={title} data-testid="risk-matrix" data-mode={highlight ? 'highlight' : 'counts'}>
      <Spin spinning={fetchCounts && fetched.isLoading}>
        {fetchCounts && fetched.isError && (
          <Typography.Text type="danger" style={{ display: 'block', marginBottom: 8 }}>
            The risk counts could not be loaded.
          </Typography.Text>
        )}
        <Flex gap={4} align="stretch">
          <Typography.Text
            type="secondary"
            style={{ ...axisText, writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center', fontWeight: 600 }}
          >
            Likelihood
          </Typography.Text>
          <div
            ref={ref}
            role="grid"
            aria-label={title}
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
                <Typography.Text type="secondary" style={{ ...axisText, alignSelf: 'center', paddingRight: 4 }}>
                  {LIKELIHOOD_LABELS[likelihood]}
                </Typography.Text>
                {AXIS.map((impact) => {
                  const score = riskScore(likelihood, impact);
                  const level = riskLevel(score);
                  const n = countOf(likelihood, impact);
                  const isCurrent = highlight?.likelihood === likelihood && highlight?.impact === impact;
                  const dimmed = highlight ? !isCurrent : n === 0;
                  const cellName = `${LIKELIHOOD_LABELS[likelihood]} x ${IMPACT_LABELS[impact]}`;
                  const label = highlight
                    ? `${cellName}, Score: ${score}${isCurrent ? ', this risk' : ''}`
                    : `${cellName}: ${n} risks, Score: ${score}`;
                  return (
                    <button
                      key={impact}
                      type="button"
                      role="gridcell"
                      title={label}
                      aria-label={label}
                      onClick={() => click(likelihood, impact)}
                      data-testid={`matrix-cell-${likelihood}-${impact}`}
                      data-count={highlight ? undefined : n}
                      data-level={level}
                      data-current={isCurrent || undefined}
                      style={{
                        cursor: 'pointer',
                        border: isCurrent ? `3px solid ${token.colorText}` : `1px solid ${border[level]}`,
                        borderRadius: token.borderRadiusSM,
                        background: background[level],
                        opacity: dimmed ? (highlight ? 0.55 : 0.4) : 1,
                        padding: compact ? '4px 1px' : '6px 2px',
                        minHeight: compact ? 46 : 56,
                        minWidth: 0,
                        color: token.colorText,
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
                      <span style={{ fontSize: compact ? 10 : 11, fontWeight: isCurrent ? 700 : undefined }}>Score: {score}</span>
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
                title={IMPACT_LABELS[impact]}
                style={{ ...axisText, textAlign: 'center', fontWeight: compact ? 600 : undefined }}
              >
                {compact ? impact : IMPACT_LABELS[impact]}
              </Typography.Text>
            ))}
          </div>
        </Flex>
        <Typography.Text type="secondary" style={{ ...axisText, display: 'block', textAlign: 'center', fontWeight: 600, marginTop: 6 }}>
          Impact
        </Typography.Text>
        {compact && (
          <Typography.Text type="secondary" style={{ ...axisText, display: 'block', textAlign: 'center', marginTop: 2 }}>
            {AXIS.map((impact) => `${impact}\u00a0${IMPACT_LABELS[impact]}`).join(' · ')}
          </Typography.Text>
        )}
        <Flex gap={4} wrap justify="center" style={{ marginTop: 8 }}>
          {RISK_LEVELS.map((level) => (
            <Tag key={level} color={RISK_LEVEL_COLORS[level]} style={{ marginInlineEnd: 0 }}>
              {riskLevelLabel(level)}
            </Tag>
          ))}
        </Flex>
      </Spin>
    </Card>
  );
}

export default RiskMatrix;
