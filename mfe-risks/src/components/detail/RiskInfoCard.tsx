import { Card, Descriptions, Flex, Typography } from 'antd';
import type { RiskDetailView } from '@rtm/contracts';
import { FILL_CELL, PersonLabel, useDateFormat, UserTag } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** Information: owner, department(s), created date, updated date when present. */
export function RiskInfoCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  const unknown = <Typography.Text type="secondary">{t('detail.unknown')}</Typography.Text>;
  const items = [
    {
      key: 'owner',
      label: t('detail.owner'),
      children: risk.owner ? <PersonLabel person={risk.owner} secondary={risk.owner.email} /> : unknown,
    },
    {
      key: 'departments',
      label: risk.departments.length > 1 ? t('detail.departments') : t('detail.department'),
      children: risk.departments.length ? (
        <Flex gap={4} wrap>
          {risk.departments.map((d) => (
            <UserTag key={d.id}>{d.name ?? t('form.departmentFallback', { id: d.id })}</UserTag>
          ))}
        </Flex>
      ) : (
        unknown
      ),
    },
    { key: 'created', label: t('detail.created'), children: formatDate(risk.createdAt, 'long') },
    ...(risk.updatedAt ? [{ key: 'updated', label: t('detail.updated'), children: formatDate(risk.updatedAt, 'long') }] : []),
  ];
  return (
    <Card title={t('detail.information')} data-testid="risk-info-card">
      <Descriptions column={1} layout="vertical" colon={false} size="small" items={items} styles={FILL_CELL} />
    </Card>
  );
}
