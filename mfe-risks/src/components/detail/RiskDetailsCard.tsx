import { Card, Flex, Typography } from 'antd';
import type { RiskDetailView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RiskLevelBadge, UserParagraph } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';
import { FieldList } from './FieldList';

/** Description, score (likelihood x impact), risk type, affected application, frequency. */
export function RiskDetailsCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  const riskType = risk.riskTypeDetail?.name ?? risk.riskType;
  return (
    <Card title={t('detail.details')} data-testid="risk-details-card">
      <Flex vertical gap={16}>
        <div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
            {t('detail.description')}
          </Typography.Text>
          {risk.description ? (
            <UserParagraph>{risk.description}</UserParagraph>
          ) : (
            <Typography.Text type="secondary" italic>
              {t('detail.noDescription')}
            </Typography.Text>
          )}
        </div>
        {risk.suggestedSolution && (
          <div>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
              {t('detail.suggestedSolution')}
            </Typography.Text>
            <UserParagraph>{risk.suggestedSolution}</UserParagraph>
          </div>
        )}
        <FieldList
          items={[
            {
              key: 'score',
              label: t('detail.score'),
              children: (
                <Flex gap={8} align="center" wrap data-testid="risk-score">
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {risk.riskScore}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {t('detail.scoreFormula', { likelihood: risk.likelihood, impact: risk.impact })}
                  </Typography.Text>
                  <RiskLevelBadge level={risk.riskLevel} />
                </Flex>
              ),
            },
            { key: 'type', label: t('detail.riskType'), children: riskType ? labels.riskType(riskType) : t('detail.unknown') },
            { key: 'app', label: t('detail.affectedApp'), children: risk.affectedApp ? labels.affectedApp(risk.affectedApp) : none },
            { key: 'frequency', label: t('detail.frequency'), children: labels.frequency(risk.frequency) },
          ]}
        />
      </Flex>
    </Card>
  );
}
