import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LIMITS, type AlertRiskDto, type AlertTaskDto, type OutsideAppetiteRiskDto } from '@rtm/contracts';
import { useDateFormat, UserText } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { useEscalationAlerts } from './dashboardQueries';

/** Items shown per group; the rest of the group's count is a '+N more' line. */
const SHOWN = LIMITS.alertItemsPerGroup;

/**
 * The escalation alerts (GET /api/escalation-alerts), only when at least one overdue task, task due soon,
 * open critical risk or risk outside its appetite (issue 25) exists: up to three of each group, task items linking to
 * /tasks/{id}, risk items to /risks/{id}. The answer holds a group's most urgent items and its full count; '+N more'
 * counts the rest and, for the risk groups, opens the risk list filtered on them (the task list has no filter on due
 * dates). The groups wrap: side by side as wide as the card allows, one under the other on a phone.
 */
export function EscalationAlertsCard() {
  const { t } = useShellTranslation();
  const { formatDate } = useDateFormat();
  const { data } = useEscalationAlerts();
  if (!data) return null;
  const { overdueTasks, upcomingTasks, criticalRisks, settings, overdueCount, upcomingCount, criticalCount } = data;
  const outsideAppetite = data.outsideAppetite ?? [];
  const outsideAppetiteCount = data.outsideAppetiteCount ?? outsideAppetite.length;
  if (overdueCount + upcomingCount + criticalCount + outsideAppetiteCount === 0) return null;

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
  const outsideAppetiteItem = (risk: OutsideAppetiteRiskDto) => (
    <AlertItem
      key={risk.id}
      to={`/risks/${risk.id}`}
      code={risk.riskId}
      title={risk.title}
      detail={t('dashboard.alerts.appetiteScore', { score: risk.assessedScore, max: risk.maxScore })}
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
        <AlertGroup
          testId="alerts-overdue"
          heading={t('dashboard.alerts.overdueTasks')}
          items={overdueTasks}
          count={overdueCount}
          render={taskItem}
        />
        <AlertGroup
          testId="alerts-upcoming"
          heading={t('dashboard.alerts.dueSoon', { days: settings.daysBeforeDue })}
          items={upcomingTasks}
          count={upcomingCount}
          render={taskItem}
        />
        <AlertGroup
          testId="alerts-critical"
          heading={t('dashboard.alerts.criticalRisks')}
          items={criticalRisks}
          count={criticalCount}
          moreTo="/risks?level=critical"
          render={riskItem}
        />
        <AlertGroup
          testId="alerts-outside-appetite"
          heading={t('dashboard.alerts.outsideAppetite', { n: outsideAppetiteCount })}
          items={outsideAppetite}
          count={outsideAppetiteCount}
          moreTo="/risks?outsideAppetite=true"
          render={outsideAppetiteItem}
        />
      </Row>
    </Card>
  );
}

function AlertGroup<T>({
  heading,
  items,
  count,
  moreTo,
  render,
  testId,
}: {
  heading: string;
  items: T[];
  /** The group's full size (the answer holds its most urgent items only). */
  count: number;
  /** The list the '+N more' line opens, when one shows this group. */
  moreTo?: string;
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t } = useShellTranslation();
  if (items.length === 0) return null;
  const shown = items.slice(0, SHOWN);
  const more = Math.max(count - shown.length, 0);
  return (
    <Col flex="1 1 240px" style={{ minWidth: 0 }} data-testid={testId} data-count={count}>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 0 }}>
        {heading}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>{shown.map(render)}</ul>
      {more > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }} data-testid="alerts-more">
          {moreTo ? <Link to={moreTo}>{t('dashboard.alerts.more', { n: more })}</Link> : t('dashboard.alerts.more', { n: more })}
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
          <Flex gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ color: 'inherit', flex: 'none' }} dir="ltr">
              {code}
            </Typography.Text>
            <UserText strong cut tooltip style={{ color: 'inherit' }}>
              {title}
            </UserText>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        </Flex>
      </Link>
    </li>
  );
}
