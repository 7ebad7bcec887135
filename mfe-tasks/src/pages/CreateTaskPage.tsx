import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';
import { TaskForm } from '../components/form/TaskForm';
import { useCreateTask } from '../hooks/useTaskMutations';
import { useTasksTranslation } from '../i18n';

/** /tasks/new (SPEC section 2): 'Creating...' while pending; on success toast 'Task created' and go to /tasks. */
export function CreateTaskPage() {
  const navigate = useNavigate();
  const createTask = useCreateTask();
  const { t } = useTasksTranslation();
  return (
    <>
      <PageHeader title={t('create.title')} onBack={() => navigate('/tasks')} />
      <Card title={t('form.card')}>
        <TaskForm
          mode="create"
          submitLabel={t('create.submit')}
          submittingLabel={t('create.submitting')}
          submitting={createTask.isPending}
          onSubmit={(input) => createTask.mutate(input)}
          onCancel={() => navigate('/tasks')}
        />
      </Card>
    </>
  );
}
