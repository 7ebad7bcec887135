import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AlertRiskDto, AlertTaskDto } from '@rtm/contracts';
import { useDateFormat } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { useEscalationAlerts } from './dashboardQueries';

/** Items shown per group; the rest are counted in a '+N more' line. */
const SHOWN = 3;

/**
 * The escalation alerts (GET /api/escalation-alerts), only when at least one overdue task, task due soon
 * or open critical risk exists: up to three of each group, task items linking to /tasks/{id}.
 */
export function EscalationAlertsCard() {
  const { t } = useShellTranslation();
  const { formatDate } = useDateFormat();
  const { data } = useEscalationAlerts();
  if (!data) return null;
  const { overdueTasks, upcomingTasks, criticalRisks, settings } = data;
  if (overdueTasks.length + upcomingTasks.length + criticalRisks.length === 0) return null;

  const taskItem = (task: AlertTaskDto) => (
    <AlertItem key={task.id} to={`/tasks/${task.id}`} code={task.taskId} title={task.title} detail={formatDate(task.dueDate, 'medium')} />
  );
  const riskItem = (risk: AlertRiskDto) => (
    <AlertItem
      key={risk.id}
      to={`/risks/${risk.id}`}
      code={risk.riskId}
      title={risk.title}
      detail={t('dashboard.alerts.score', { score: risk.riskScore })}
    />
  );

  return (
    <Card
      data-testid="escalation-alerts"
      title={
        <Flex gap={8} align="center">
          <WarningOutlined aria-hidden />
          {t('dashboard.alerts.title')}
        </Flex>
      }
    >
      <Row gutter={[24, 16]}>
        <AlertGroup testId="alerts-overdue" heading={t('dashboard.alerts.overdueTasks')} items={overdueTasks} render={taskItem} />
        <AlertGroup
          testId="alerts-upcoming"
          heading={t('dashboard.alerts.dueSoon', { days: settings.daysBeforeDue })}
          items={upcomingTasks}
          render={taskItem}
        />
        <AlertGroup testId="alerts-critical" heading={t('dashboard.alerts.criticalRisks')} items={criticalRisks} render={riskItem} />
      </Row>
    </Card>
  );
}

function AlertGroup<T>({
  heading,
  items,
  render,
  testId,
}: {
  heading: string;
  items: T[];
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useShellTranslation();
  if (items.length === 0) return null;
  return (
    <Col xs={24} lg={8} data-testid={testId}>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 0 }}>
        {heading}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {items.slice(0, SHOWN).map(render)}
      </ul>
      {items.length > SHOWN && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="alerts-more">
          {t('dashboard.alerts.more', { n: items.length - SHOWN })}
        </Typography.Text>
      )}
    </Col>
  );
}

function AlertItem({ to, code, title, detail }: { to: string; code: string; title: string; detail: string }) {
  return (
    <li data-testid="alert-item">
      <Link to={to}>
        <Flex vertical>
          <Typography.Text strong ellipsis={{ tooltip: title }} style={{ color: 'inherit' }}>
            <span dir="ltr">{code}</span> <span dir="auto">{title}</span>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        </Flex>
      </Link>
    </li>
  );
}
