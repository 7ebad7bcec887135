import { Button, Card, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../i18n';

/** /tasks/:id placeholder. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  return (
    <>
      <PageHeader title={t('detail.title')} subtitle={id} onBack={() => navigate('/tasks')} />
      <Card>
        <Typography.Paragraph type="secondary">{t('detail.notYet')}</Typography.Paragraph>
        <Button onClick={() => navigate('/tasks')}>{t('detail.backToTasks')}</Button>
      </Card>
    </>
  );
}
