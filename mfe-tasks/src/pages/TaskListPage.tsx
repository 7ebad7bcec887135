import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EmptyState, PageHeader } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../i18n';

/** /tasks: header and empty state; the task list arrives with the task slice. */
export function TaskListPage() {
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tasks/new')}>
            {t('list.newTask')}
          </Button>
        }
      />
      <Card>
        <EmptyState
          title={t('list.empty')}
          description={t('list.emptyText')}
          action={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/tasks/new')}>
              {t('list.create')}
            </Button>
          }
        />
      </Card>
    </>
  );
}
