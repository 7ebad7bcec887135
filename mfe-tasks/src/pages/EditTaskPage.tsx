import { useMemo } from 'react';
import { Card } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { TaskDetailView } from '@rtm/contracts';
import { datePickerValue, LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { TaskForm, type TaskFormValues } from '../components/form/TaskForm';
import { TaskNotFound } from '../components/TaskNotFound';
import { useTask } from '../hooks/useTask';
import { useEditTask } from '../hooks/useTaskMutations';
import { useTasksTranslation } from '../i18n';

function formValuesOf(task: TaskDetailView): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    status: task.status,
    priority: task.priority,
    assignedToId: task.assignedToId,
    dueDate: datePickerValue(task.dueDate),
    riskIds: task.riskIds,
  };
}

/** /tasks/{id}/edit (SPEC section 2): 'Loading task...'; 'Task not found'; success toast 'Task updated' and /tasks/{id}. */
export function EditTaskPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const task = useTask(id);
  const editTask = useEditTask();
  const { t } = useTasksTranslation();
  const initialValues = useMemo(() => (task.data ? formValuesOf(task.data) : undefined), [task.data]);

  if (task.isLoading) return <LoadingScreen text={t('detail.loading')} />;
  if (!task.data || !initialValues) return <TaskNotFound error={task.error} onRetry={() => void task.refetch()} />;

  const back = () => navigate(`/tasks/${id}`);
  return (
    <>
      <PageHeader title={t('edit.title')} subtitle={<span dir="ltr">{task.data.taskId}</span>} onBack={back} />
      <Card title={t('form.card')}>
        <TaskForm
          key={task.data.id}
          mode="edit"
          initialValues={initialValues}
          linkedRisks={task.data.risks}
          currentAssignee={task.data.assignedTo}
          submitLabel={t('edit.submit')}
          submittingLabel={t('edit.submitting')}
          submitting={editTask.isPending}
          onSubmit={(input) => editTask.mutate({ id, input })}
          onCancel={back}
        />
      </Card>
    </>
  );
}
