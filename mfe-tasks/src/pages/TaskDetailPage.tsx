import { Button, Card, Col, Flex, Row, Select, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { TASK_STATUSES, type TaskPriority, type TaskStatus } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EditAndDelete, LoadingScreen, PageHeader, UserParagraph } from '@rtm/frontend/ui';
import { LinkedRisksCard } from '../components/detail/LinkedRisksCard';
import { TaskCommentsCard } from '../components/detail/TaskCommentsCard';
import { AttachmentsCard } from '@rtm/frontend/attachments';
import { TaskHistoryCard } from '../components/detail/TaskHistoryCard';
import { AssigneeCard, DueDateCard, TaskInfoCard } from '../components/detail/TaskSideCards';
import { TaskNotFound } from '../components/TaskNotFound';
import { useTask } from '../hooks/useTask';
import { useChangeTask, useDeleteTask } from '../hooks/useTaskMutations';
import { useTasksTranslation } from '../i18n';

/** The detail's priority selector offers Low, Medium and High (SPEC section 2); a critical task keeps its value listed. */
const DETAIL_PRIORITIES: readonly TaskPriority[] = ['low', 'medium', 'high'];

/**
 * /tasks/{id} (SPEC section 2): status and priority selectors, Mark Complete (hidden when done), Edit
 * Task, Delete Task with its confirmation; description, due date, linked risks, comments, assignee,
 * information and history. Buttons are shown to everyone; the server decides and a refusal says why.
 */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const deleteTask = useDeleteTask();
  const changeTask = useChangeTask();
  const task = useTask(id, !deleteTask.isSuccess);

  if (deleteTask.isSuccess) return null;
  if (task.isLoading) return <LoadingScreen text={t('detail.loading')} />;
  if (!task.data) return <TaskNotFound error={task.error} onRetry={() => void task.refetch()} />;

  const data = task.data;
  const change = (input: { status?: TaskStatus; priority?: TaskPriority }) => changeTask.mutate({ id: data.id, input });
  const priorities = DETAIL_PRIORITIES.includes(data.priority) ? DETAIL_PRIORITIES : [...DETAIL_PRIORITIES, data.priority];

  return (
    <>
      <PageHeader
        title={<span dir="auto">{data.title}</span>}
        subtitle={
          <Typography.Text type="secondary" data-testid="task-code" dir="ltr">
            {data.taskId}
          </Typography.Text>
        }
        onBack={() => navigate('/tasks')}
        extra={
          <>
            {data.status !== 'done' && (
              <Button type="primary" icon={<CheckOutlined />} loading={changeTask.isPending} onClick={() => change({ status: 'done' })}>
                {t('detail.markComplete')}
              </Button>
            )}
            <EditAndDelete
              t={t}
              onEdit={() => navigate(`/tasks/${data.id}/edit`)}
              deleting={deleteTask.isPending}
              onDelete={() => deleteTask.mutateAsync(data.id)}
            />
          </>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Flex gap={24} wrap align="center">
          <Flex gap={8} align="center">
            <Typography.Text strong id="task-status-label">
              {t('detail.status')}
            </Typography.Text>
            <Select<TaskStatus>
              aria-labelledby="task-status-label"
              value={data.status}
              disabled={changeTask.isPending || !data.permissions.canChangeStatus}
              onChange={(status) => change({ status })}
              options={TASK_STATUSES.map((s) => ({ value: s, label: labels.taskStatus(s) }))}
              style={{ minWidth: 150 }}
              data-testid="status-select"
            />
          </Flex>
          <Flex gap={8} align="center">
            <Typography.Text strong id="task-priority-label">
              {t('detail.priority')}
            </Typography.Text>
            <Select<TaskPriority>
              aria-labelledby="task-priority-label"
              value={data.priority}
              disabled={changeTask.isPending || !data.permissions.canEdit}
              onChange={(priority) => change({ priority })}
              options={priorities.map((p) => ({ value: p, label: labels.taskPriority(p) }))}
              style={{ minWidth: 130 }}
              data-testid="priority-select"
            />
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title={t('detail.description')} data-testid="description-card">
              {data.description ? (
                <UserParagraph>{data.description}</UserParagraph>
              ) : (
                <Typography.Text type="secondary">{t('detail.noDescription')}</Typography.Text>
              )}
            </Card>
            <LinkedRisksCard risks={data.risks} />
            <AttachmentsCard item="task" itemId={data.id} />
            <TaskCommentsCard taskId={data.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <DueDateCard task={data} />
            <AssigneeCard task={data} />
            <TaskInfoCard task={data} />
            <TaskHistoryCard taskId={data.id} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
