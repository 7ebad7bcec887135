import { Fragment } from 'react';
import { Card, Tooltip, Typography, theme } from 'antd';
import { IMPACT_LABELS, LIKELIHOOD_LABELS, LIMITS, riskLevel, riskScore } from '@rtm/contracts';
import { RISK_LEVEL_COLORS } from './riskLevelColors';

export interface MatrixRisk {
  likelihood: number;
  impact: number;
}

export interface RiskMatrixProps {
  risks?: readonly MatrixRisk[];
  /** Reports the clicked cell (the dashboard goes to /risks?likelihood=&impact=). */
  onCellClick?: (likelihood: number, impact: number) => void;
  /** Marks one cell (the risk detail page). */
  current?: MatrixRisk;
  title?: string;
}

const AXIS = Array.from({ length: LIMITS.matrixSize }, (_, i) => i + 1);

/** 5x5 grid: likelihood rows 5 down to 1, impact columns 1 to 5; empty cells dimmed (SPEC section 2). */
export function RiskMatrix({ risks = [], onCellClick, current, title = 'Risk Matrix' }: RiskMatrixProps) {
  const { token } = theme.useToken();
  const count = (l: number, i: number) => risks.filter((r) => r.likelihood === l && r.impact === i).length;
  const palette: Record<string, string> = {
    green: token.colorSuccessBg,
    gold: token.colorWarningBg,
    orange: token.orange2,
    red: token.colorErrorBg,
  };

  return (
    <Card title={title} data-testid="risk-matrix">
      <div style={{ display: 'grid', gridTemplateColumns: `auto repeat(${LIMITS.matrixSize}, 1fr)`, gap: 4 }}>
        {[...AXIS].reverse().map((likelihood) => (
          <Fragment key={likelihood}>
            <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'center', paddingRight: 8 }}>
              {LIKELIHOOD_LABELS[likelihood]}
            </Typography.Text>
            {AXIS.map((impact) => {
              const n = count(likelihood, impact);
              const score = riskScore(likelihood, impact);
              const isCurrent = current?.likelihood === likelihood && current?.impact === impact;
              return (
                <Tooltip key={impact} title={`${LIKELIHOOD_LABELS[likelihood]} x ${IMPACT_LABELS[impact]}`}>
                  <button
                    type="button"
                    onClick={() => onCellClick?.(likelihood, impact)}
                    data-testid={`matrix-cell-${likelihood}-${impact}`}
                    style={{
                      cursor: onCellClick ? 'pointer' : 'default',
                      border: isCurrent ? `2px solid ${token.colorText}` : `1px solid ${token.colorBorderSecondary}`,
                      borderRadius: token.borderRadius,
                      background: palette[RISK_LEVEL_COLORS[riskLevel(score)]],
                      opacity: n === 0 && !isCurrent ? 0.45 : 1,
                      padding: 6,
                      minHeight: 52,
                      color: token.colorText,
                    }}
                  >
                    <div style={{ fontWeight: 600, fontSize: 16 }}>{n}</div>
                    <div style={{ fontSize: 11 }}>Score: {score}</div>
                  </button>
                </Tooltip>
              );
            })}
          </Fragment>
        ))}
        <span />
        {AXIS.map((impact) => (
          <Typography.Text key={impact} type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
            {IMPACT_LABELS[impact]}
          </Typography.Text>
        ))}
      </div>
    </Card>
  );
}

export default RiskMatrix;
