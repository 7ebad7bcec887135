import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useCommonTranslation } from '../i18n/useCommonTranslation';

/** The 404 screen of SPEC section 2. */
export function NotFound() {
  const navigate = useNavigate();
  const { t } = useCommonTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
