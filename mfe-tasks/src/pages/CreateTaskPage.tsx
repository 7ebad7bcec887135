import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../i18n';

/** /tasks/new placeholder: the form arrives with the task slice. */
export function CreateTaskPage() {
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  return (
    <>
      <PageHeader title={t('create.title')} onBack={() => navigate('/tasks')} />
      <Card>
        <Typography.Text type="secondary">{t('create.notYet')}</Typography.Text>
      </Card>
    </>
  );
}
