import { useMemo } from 'react';
import { Button, Card, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { RiskDetailView } from '@rtm/contracts';
import { ApiError, serverMessage } from '@rtm/frontend/api-client';
import { datePickerValue, LoadingScreen, PageHeader } from '@rtm/frontend/ui';
import { RiskForm, type RiskFormValues } from '../components/form/RiskForm';
import { useRisk } from '../hooks/useRisk';
import { useUpdateRisk } from '../hooks/useUpdateRisk';
import { useRisksTranslation } from '../i18n';

function formValuesOf(risk: RiskDetailView): RiskFormValues {
  return {
    title: risk.title,
    description: risk.description ?? '',
    suggestedSolution: risk.suggestedSolution ?? '',
    riskType: risk.riskType,
    affectedApp: risk.affectedApp,
    frequency: risk.frequency,
    ownerId: risk.ownerId,
    departmentIds: risk.departmentIds,
    likelihood: risk.likelihood,
    impact: risk.impact,
    status: risk.status,
    residualLikelihood: risk.residualLikelihood,
    residualImpact: risk.residualImpact,
    treatmentStrategy: risk.treatmentStrategy,
    treatmentPlan: risk.treatmentPlan ?? '',
    treatmentDueDate: datePickerValue(risk.treatmentDueDate),
  };
}

/** /risks/{id}/edit (SPEC section 2): the risk form prefilled; back and success go to /risks/{id}. */
export function EditRiskPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const risk = useRisk(id);
  const updateRisk = useUpdateRisk();
  const { t } = useRisksTranslation();
  const initialValues = useMemo(() => (risk.data ? formValuesOf(risk.data) : undefined), [risk.data]);

  if (risk.isLoading) return <LoadingScreen text={t('detail.loading')} />;
  if (!risk.data || !initialValues) {
    const notFound = !risk.error || (risk.error instanceof ApiError && risk.error.status === 404);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('edit.notFound') : t('toast.fetchFailed')}
        subTitle={notFound ? undefined : serverMessage(risk.error, '')}
        extra={<Button onClick={() => navigate('/risks')}>{t('detail.backToRisks')}</Button>}
      />
    );
  }

  const back = () => navigate(`/risks/${id}`);
  return (
    <>
      <PageHeader title={t('edit.title')} subtitle={t('edit.subtitle')} onBack={back} />
      <Card title={t('form.card')} extra={<span dir="ltr">{risk.data.riskId}</span>}>
        <RiskForm
          key={risk.data.id}
          initialValues={initialValues}
          currentOwner={risk.data.owner}
          submitLabel={t('edit.submit')}
          submitting={updateRisk.isPending}
          onSubmit={(input) => updateRisk.mutate({ id, input })}
          onCancel={back}
        />
      </Card>
    </>
  );
}
