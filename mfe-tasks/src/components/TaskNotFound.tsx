import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { serverMessage } from '@rtm/frontend/api-client';
import { isNotFound } from '../hooks/useTask';
import { useTasksTranslation } from '../i18n';

/** 'Task not found' with a Back to Tasks button; another failure says so, with Retry. */
export function TaskNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  const { t } = useTasksTranslation();
  const back = (
    <Button key="back" type="primary" onClick={() => navigate('/tasks')}>
      {t('detail.backToTasks')}
    </Button>
  );
  if (!error || isNotFound(error)) return <Result status="404" title={t('detail.notFound')} extra={back} />;
  return (
    <Result
      status="error"
      title={t('toast.fetchFailed')}
      subTitle={serverMessage(error, '')}
      extra={[
        <Button key="retry" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>,
        back,
      ]}
    />
  );
}
