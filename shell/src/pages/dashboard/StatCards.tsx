import { Col, Row } from 'antd';
import { ToneTag } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { completionPercent, useMyTaskSummary, useRiskTotals } from './dashboardQueries';
import { StatCard } from './StatCard';

/** Total Risks (Critical badge), My Tasks (not done, Overdue badge) and Completion Rate: two requests for three cards. */
export function StatCards() {
  const { t } = useShellTranslation();
  const risks = useRiskTotals();
  const tasks = useMyTaskSummary();
  const summary = tasks.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <StatCard
          testId="stat-total-risks"
          title={t('dashboard.stats.totalRisks')}
          value={risks.data?.total}
          badge={
            !!risks.data?.critical && (
              <ToneTag tone="red" data-testid="stat-critical-badge">
                {t('dashboard.stats.critical', { n: risks.data.critical })}
              </ToneTag>
            )
          }
          loading={risks.isLoading}
          failed={risks.isError}
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          testId="stat-my-tasks"
          title={t('dashboard.stats.myTasks')}
          value={summary?.open}
          badge={
            !!summary?.overdue && (
              <ToneTag tone="red" data-testid="stat-overdue-badge">
                {t('dashboard.stats.overdue', { n: summary.overdue })}
              </ToneTag>
            )
          }
          loading={tasks.isLoading}
          failed={tasks.isError}
        />
      </Col>
      <Col xs={24} md={8}>
        <StatCard
          testId="stat-completion-rate"
          title={t('dashboard.stats.completionRate')}
          value={summary && t('dashboard.stats.percent', { percent: completionPercent(summary) })}
          footer={summary && t('dashboard.stats.doneOfTotal', { done: summary.done, total: summary.total })}
          loading={tasks.isLoading}
          failed={tasks.isError}
        />
      </Col>
    </Row>
  );
}
