import { Card, Typography } from 'antd';
import type { RiskDetailView } from '@rtm/contracts';
import { UserParagraph, useDateFormat } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';
import { FieldList } from './FieldList';

/** The treatment decision (issue 25): strategy, due date and plan; the linked tasks' progress is their own card. */
export function RiskTreatmentCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  return (
    <Card title={t('treatment.title')} data-testid="risk-treatment-card">
      <FieldList
        items={[
          {
            key: 'strategy',
            label: t('treatment.strategyLabel'),
            children: risk.treatmentStrategy ? (
              <span data-testid="treatment-strategy">{t(`treatment.strategy.${risk.treatmentStrategy}`)}</span>
            ) : (
              none
            ),
          },
          {
            key: 'due',
            label: t('treatment.dueDate'),
            children: risk.treatmentDueDate ? formatDate(risk.treatmentDueDate) : none,
          },
          {
            key: 'plan',
            label: t('treatment.plan'),
            span: 'filled',
            children: risk.treatmentPlan ? <UserParagraph>{risk.treatmentPlan}</UserParagraph> : none,
          },
        ]}
      />
    </Card>
  );
}
