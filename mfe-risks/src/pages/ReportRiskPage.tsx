import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';
import { RiskForm } from '../components/form/RiskForm';
import { useCreateRisk } from '../hooks/useCreateRisk';
import { useRisksTranslation } from '../i18n';

/** /risks/new (SPEC section 2): on success toast 'Risk created' and go to /risks. */
export function ReportRiskPage() {
  const navigate = useNavigate();
  const createRisk = useCreateRisk();
  const { t } = useRisksTranslation();
  return (
    <>
      <PageHeader title={t('report.title')} subtitle={t('report.subtitle')} onBack={() => navigate('/risks')} />
      <Card title={t('form.card')}>
        <RiskForm
          submitLabel={t('report.submit')}
          submitting={createRisk.isPending}
          onSubmit={(input) => createRisk.mutate(input)}
          onCancel={() => navigate('/risks')}
        />
      </Card>
    </>
  );
}
