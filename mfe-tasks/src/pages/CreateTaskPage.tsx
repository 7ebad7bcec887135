import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';

/** /tasks/new placeholder: the form arrives with the task slice. */
export function CreateTaskPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create New Task" onBack={() => navigate('/tasks')} />
      <Card>
        <Typography.Text type="secondary">The task form is not available yet.</Typography.Text>
      </Card>
    </>
  );
}
