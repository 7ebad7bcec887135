import { Button, Card, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';

/** /tasks/:id placeholder. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Task" subtitle={id} onBack={() => navigate('/tasks')} />
      <Card>
        <Typography.Paragraph type="secondary">Task details are not available yet.</Typography.Paragraph>
        <Button onClick={() => navigate('/tasks')}>Back to Tasks</Button>
      </Card>
    </>
  );
}
