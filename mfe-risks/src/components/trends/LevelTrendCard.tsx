import { useId, useState } from 'react';
import { Button, Card } from 'antd';
import { RISK_LEVELS, type RiskAssessmentKind, type RiskLevel } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { levelPoints } from '../../api/trendsQuery';
import { useLevelTrend } from '../../hooks/useLevelTrend';
import { useRisksTranslation } from '../../i18n';
import { ChartPanel } from '../charts/RiskCharts';
import { LevelLines } from '../charts/RiskChartsView';
import { monthLabel } from '../charts/chartData';
import { VISUALLY_HIDDEN } from '../visuallyHidden';

/**
 * Open risks per level at each month's end over 24 months (issue 26), four lines; a month before the register's
 * history is a gap in the lines and 'Not known' in the figures' table.
 */
export function LevelTrendCard({ assessment }: { assessment: RiskAssessmentKind }) {
  const { t, i18n } = useRisksTranslation();
  const labels = useEnumLabels();
  const trend = useLevelTrend(assessment);
  const [showFigures, setShowFigures] = useState(false);
  const tableId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const points = levelPoints(trend.data ?? [], (month) => monthLabel(month, i18n.language));
  const names = Object.fromEntries(RISK_LEVELS.map((level) => [level, labels.riskLevel(level)])) as Record<RiskLevel, string>;
  const levels = [...RISK_LEVELS].reverse();
  const known = points.filter((p) => p.known);
  const last = known.at(-1);

  return (
    <Card
      title={t('trends.levelsCardTitle')}
      data-testid="level-trend-card"
      extra={
        <Button size="small" aria-expanded={showFigures} aria-controls={tableId} onClick={() => setShowFigures((v) => !v)}>
          {showFigures ? t('charts.hideFigures') : t('charts.showFigures')}
        </Button>
      }
    >
      <ChartPanel
        heading={t('trends.levelsTitle', { months: points.length })}
        description={t('trends.levelsDescription', {
          months: points.length,
          unknown: points.length - known.length,
          critical: last?.critical ?? 0,
          high: last?.high ?? 0,
          medium: last?.medium ?? 0,
          low: last?.low ?? 0,
        })}
        loading={trend.isLoading}
        failed={trend.isError}
        empty={points.length === 0}
        testId="level-trend-chart"
        chart={<LevelLines data={points} names={names} rtl={rtl} height={300} />}
        table={
          <div id={tableId} style={showFigures ? { overflowX: 'auto' } : VISUALLY_HIDDEN}>
            <table data-testid="level-trend-table">
              <caption>{t('trends.levelsTitle', { months: points.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.month')}</th>
                  {levels.map((level) => (
                    <th scope="col" key={level}>
                      {names[level]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.month} data-month={p.month} data-known={p.known}>
                    <th scope="row">{p.label}</th>
                    {p.known ? (
                      levels.map((level) => <td key={level}>{p[level]}</td>)
                    ) : (
                      <td colSpan={levels.length}>{t('trends.notKnown')}</td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        }
      />
    </Card>
  );
}
