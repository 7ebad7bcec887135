import { Card, Col, Row } from 'antd';
import type { UserRole } from '@rtm/contracts';
import { RemoteComponent } from '@rtm/frontend/mf-runtime';
import { EmptyState } from '@rtm/frontend/ui';
import { useShellTranslation } from '../../i18n';
import { REMOTES } from '../../routes/remoteSections';
import { useMyTaskSummary } from './dashboardQueries';
import { useMatrixAssessment } from './useMatrixAssessment';
import { useMatrixAsOf } from './useMatrixAsOf';

/**
 * The remotes' widgets; each one behind RemoteComponent's error boundary, so a remote that is down leaves a message in its card only.
 * The matrix counts the inherent or the residual cells (issue 25), now or at a past day's end (issue 26); both choices
 * are kept in the dashboard's URL, so the way back from the list a cell opened finds them.
 */
function RiskMatrixWidget() {
  const [assessment, setAssessment] = useMatrixAssessment();
  const [asOf, setAsOf] = useMatrixAsOf();
  return (
    <RemoteComponent
      remote={REMOTES.risks}
      module="./RiskMatrix"
      props={{ assessment, onAssessmentChange: setAssessment, asOf, onAsOfChange: setAsOf }}
    />
  );
}

function DepartmentSummaryWidget({ title }: { title?: string }) {
  return <RemoteComponent remote={REMOTES.risks} module="./DepartmentRiskSummary" props={{ title }} />;
}

/** Risks by department by severity (stacked bars) and opened versus closed per month (lines); the cards stay the accessible view. */
function RiskChartsWidget() {
  return <RemoteComponent remote={REMOTES.risks} module="./RiskCharts" />;
}

function ActivityFeedWidget({ mine = false, maxHeight }: { mine?: boolean; maxHeight: number }) {
  return <RemoteComponent remote={REMOTES.admin} module="./ActivityFeed" props={{ scope: mine ? 'mine' : 'all', maxHeight }} />;
}

/** The team member's task board, or the empty state when they have no task at all. */
function MyTasksSection() {
  const { t } = useShellTranslation();
  const summary = useMyTaskSummary();
  if (summary.data?.total === 0) {
    return (
      <Card title={t('dashboard.myTasksBoard')} data-testid="my-tasks-empty">
        <EmptyState title={t('dashboard.noTasks')} />
      </Card>
    );
  }
  return <RemoteComponent remote={REMOTES.tasks} module="./TaskBoard" props={{ title: t('dashboard.myTasksBoard') }} />;
}

/**
 * The sections under the stat cards, by role (SPEC section 2): executive: Risk Matrix, Risks by Department,
 * Recent Activity; manager and system admin: Risk Matrix, Recent Activity, Risks by Department by severity;
 * team member: My Tasks board, then Recent Activity (their own and their tasks' and risks'). Beyond the spec,
 * the three other roles also get the risk charts (issue 11).
 */
export function RoleSections({ role }: { role: UserRole }) {
  const { t } = useShellTranslation();
  if (role === 'team_member') {
    return (
      <Row gutter={[16, 16]} data-testid="sections-team_member">
        <Col span={24}>
          <MyTasksSection />
        </Col>
        <Col span={24}>
          <ActivityFeedWidget mine maxHeight={350} />
        </Col>
      </Row>
    );
  }
  if (role === 'executive') {
    return (
      <Row gutter={[16, 16]} data-testid="sections-executive">
        <Col xs={24} xl={12}>
          <RiskMatrixWidget />
        </Col>
        <Col xs={24} xl={12}>
          <DepartmentSummaryWidget />
        </Col>
        <Col span={24}>
          <RiskChartsWidget />
        </Col>
        <Col span={24}>
          <ActivityFeedWidget maxHeight={350} />
        </Col>
      </Row>
    );
  }
  return (
    <Row gutter={[16, 16]} data-testid={`sections-${role}`}>
      <Col xs={24} xl={12}>
        <RiskMatrixWidget />
      </Col>
      <Col xs={24} xl={12}>
        <ActivityFeedWidget maxHeight={400} />
      </Col>
      <Col span={24}>
        <DepartmentSummaryWidget title={t('dashboard.bySeverity')} />
      </Col>
      <Col span={24}>
        <RiskChartsWidget />
      </Col>
    </Row>
  );
}
