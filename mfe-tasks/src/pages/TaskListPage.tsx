import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EmptyState, PageHeader } from '@rtm/frontend/ui';

/** /tasks: header and empty state; the task list arrives with the task slice. */
export function TaskListPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Tasks"
        subtitle="Organize and track tasks across all projects"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tasks/new')}>
            New Task
          </Button>
        }
      />
      <Card>
        <EmptyState
          title="No tasks yet"
          description="Create your first task to get started"
          action={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tasks/new')}>
              Create Task
            </Button>
          }
        />
      </Card>
    </>
  );
}
