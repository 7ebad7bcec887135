import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Col, Row, Typography, theme } from 'antd';
import { RISK_LEVELS, type RiskLevel } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, SkeletonRows } from '@rtm/frontend/ui';
import { useDepartmentRiskSummary } from '../../hooks/useDepartmentRiskSummary';
import { useRiskMonthlyStats } from '../../hooks/useRiskMonthlyStats';
import { useRisksTranslation } from '../../i18n';
import { VISUALLY_HIDDEN } from '../visuallyHidden';
import { STACK_ORDER, departmentBars, monthLabel } from './chartData';
import { DepartmentSeverityBars, OpenedClosedLines } from './RiskChartsView';

const CHART_HEIGHT = 280;

export interface RiskChartsProps {
  title?: string;
}

/**
 * Exposed as `./RiskCharts` (issue 11, beyond the spec): on the executive, manager and system admin
 * dashboards, risks by department by severity as a stacked bar chart and risks opened versus closed per
 * month as a line chart. The cards of the spec stay the accessible view; each chart is an image with a
 * name and a description, and its figures are a table (read by screen readers, shown with 'Show figures').
 */
export function RiskCharts({ title }: RiskChartsProps) {
  const { t, i18n } = useRisksTranslation();
  const labels = useEnumLabels();
  const summary = useDepartmentRiskSummary();
  const monthly = useRiskMonthlyStats();
  const [showFigures, setShowFigures] = useState(false);
  const tablesId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';

  const bars = departmentBars(summary.data ?? [], (id) => t('form.departmentFallback', { id }));
  const months = (monthly.data ?? []).map((m) => ({ ...m, label: monthLabel(m.month, i18n.language) }));
  const levelNames = Object.fromEntries(RISK_LEVELS.map((level) => [level, labels.riskLevel(level)])) as Record<RiskLevel, string>;
  const lineNames = { opened: t('charts.opened'), closed: t('charts.closed') };
  const totals = months.reduce((sum, m) => ({ opened: sum.opened + m.opened, closed: sum.closed + m.closed }), { opened: 0, closed: 0 });
  const tableStyle = showFigures ? undefined : VISUALLY_HIDDEN;

  return (
    <Card
      title={title ?? t('charts.title')}
      data-testid="risk-charts"
      extra={
        <Button size="small" aria-expanded={showFigures} aria-controls={tablesId} onClick={() => setShowFigures((v) => !v)}>
          {showFigures ? t('charts.hideFigures') : t('charts.showFigures')}
        </Button>
      }
    >
      <Row gutter={[24, 24]} id={tablesId}>
        <Col xs={24} xl={12}>
          <ChartPanel
            heading={t('charts.byDepartmentTitle')}
            description={t('charts.byDepartmentDescription', { departments: bars.length, risks: bars.reduce((n, b) => n + b.total, 0) })}
            loading={summary.isLoading}
            failed={summary.isError}
            empty={bars.length === 0}
            testId="department-severity-chart"
            chart={
              <DepartmentSeverityBars data={bars} names={levelNames} rtl={rtl} height={Math.max(CHART_HEIGHT, bars.length * 36 + 80)} />
            }
            table={
              <div style={tableStyle}>
                <table data-testid="department-severity-table">
                  <caption>{t('charts.byDepartmentTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('charts.department')}</th>
                      {[...STACK_ORDER].reverse().map((level) => (
                        <th scope="col" key={level}>
                          {levelNames[level]}
                        </th>
                      ))}
                      <th scope="col">{t('charts.total')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {bars.map((bar) => (
                      <tr key={bar.name}>
                        <th scope="row">{bar.name}</th>
                        {[...STACK_ORDER].reverse().map((level) => (
                          <td key={level}>{bar[level]}</td>
                        ))}
                        <td>{bar.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            }
          />
        </Col>
        <Col xs={24} xl={12}>
          <ChartPanel
            heading={t('charts.trendTitle')}
            description={t('charts.trendDescription', { months: months.length, opened: totals.opened, closed: totals.closed })}
            loading={monthly.isLoading}
            failed={monthly.isError}
            empty={months.length === 0}
            testId="opened-closed-chart"
            chart={<OpenedClosedLines data={months} names={lineNames} rtl={rtl} height={CHART_HEIGHT} />}
            table={
              <div style={tableStyle}>
                <table data-testid="opened-closed-table">
                  <caption>{t('charts.trendTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('charts.month')}</th>
                      <th scope="col">{lineNames.opened}</th>
                      <th scope="col">{lineNames.closed}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {months.map((m) => (
                      <tr key={m.month} data-month={m.month}>
                        <th scope="row">{m.label}</th>
                        <td>{m.opened}</td>
                        <td>{m.closed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            }
          />
        </Col>
      </Row>
    </Card>
  );
}

export function ChartPanel(props: {
  heading: string;
  description: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  testId: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useRisksTranslation();
  const { token } = theme.useToken();
  const headingId = useId();
  const descriptionId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={props.testId} style={{ position: 'relative' }}>
      <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>
        {props.heading}
      </Typography.Title>
      {props.loading ? (
        <SkeletonRows count={3} />
      ) : props.failed ? (
        <EmptyState title={t('charts.loadFailed')} />
      ) : props.empty ? (
        <EmptyState title={t('summary.empty')} />
      ) : (
        <>
          <Typography.Paragraph id={descriptionId} type="secondary" style={{ color: token.colorTextSecondary }}>
            {props.description}
          </Typography.Paragraph>
          <div role="img" aria-labelledby={headingId} aria-describedby={descriptionId} style={{ width: '100%', minHeight: 200 }}>
            {props.chart}
          </div>
          {props.table}
        </>
      )}
    </section>
  );
}

export default RiskCharts;
