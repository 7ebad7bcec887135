import { Card, Divider, Flex, Typography } from 'antd';
import type { RiskHistoryEntryDto, RiskLevel, RiskStatus, TreatmentStrategy } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { EmptyState, SkeletonRows, useDateFormat } from '@rtm/frontend/ui';
import { useRiskHistory } from '../../hooks/useRiskHistory';
import { useRisksTranslation } from '../../i18n';

/** Fields whose before and after the card names (the others are said to have changed). */
const SHOWN_VALUES = new Set([
  'likelihood',
  'impact',
  'status',
  'residualLikelihood',
  'residualImpact',
  'treatmentStrategy',
  'treatmentDueDate',
  'riskType',
  'frequency',
]);

/** The file an attachment entry names (its name, user text), else null. */
const fileOf = (entry: RiskHistoryEntryDto): string | null => {
  if (entry.action !== 'attachment_added' && entry.action !== 'attachment_deleted') return null;
  const file = entry.changes.file;
  return String(file?.to ?? file?.from ?? '');
};

/** GET /api/risks/{id}/history: each change of the risk, newest first, with who, when, and each field's before and after. */
export function RiskHistoryCard({ riskId }: { riskId: string }) {
  const { data = [], isLoading } = useRiskHistory(riskId);
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const { formatDate } = useDateFormat();

  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('history.empty');
    if (field === 'status') return labels.riskStatus(value as RiskStatus);
    if (field === 'riskLevel' || field === 'residualLevel') return labels.riskLevel(value as RiskLevel);
    if (field === 'treatmentStrategy') return t(`treatment.strategy.${value as TreatmentStrategy}`);
    return String(value);
  };
  const describe = (entry: RiskHistoryEntryDto) =>
    Object.entries(entry.changes).map(([field, { from, to }]) => {
      const name = t(`history.field.${field}`, { defaultValue: field });
      return SHOWN_VALUES.has(field)
        ? t('history.fromTo', { field: name, from: shown(field, from), to: shown(field, to) })
        : t('history.changed', { field: name });
    });

  return (
    <Card title={t('history.title')} data-testid="risk-history-card">
      {isLoading ? (
        <SkeletonRows count={2} />
      ) : data.length === 0 ? (
        <EmptyState title={t('history.none')} />
      ) : (
        <Flex vertical>
          {data.map((entry, i) => (
            <div key={entry.id} data-testid="risk-history-entry" data-action={entry.action}>
              {i > 0 && <Divider style={{ margin: '8px 0' }} />}
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Typography.Text strong>{t(`history.action.${entry.action}`)}</Typography.Text>
                {fileOf(entry) !== null ? (
                  <Typography.Text dir="auto" data-testid="risk-history-file">
                    {fileOf(entry)}
                  </Typography.Text>
                ) : (
                  describe(entry).map((line) => <Typography.Text key={line}>{line}</Typography.Text>)
                )}
                <Typography.Text type="secondary">
                  {t('history.byAt', {
                    who: entry.changedBy ? `${entry.changedBy.firstName} ${entry.changedBy.lastName}` : t('history.unknownUser'),
                    at: formatDate(entry.changedAt, 'long'),
                  })}
                </Typography.Text>
              </Flex>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}
