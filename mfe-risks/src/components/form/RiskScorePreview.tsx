import { Flex, Typography } from 'antd';
import { riskLevel, riskScore } from '@rtm/contracts';
import { RiskLevelBadge } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** The live score (likelihood x impact) and its level while the form is filled in. */
export function RiskScorePreview({
  likelihood,
  impact,
  testId = 'risk-score-preview',
}: {
  likelihood: number;
  impact: number;
  testId?: string;
}) {
  const score = riskScore(likelihood, impact);
  const { t } = useRisksTranslation();
  return (
    <Flex align="center" gap={8} wrap data-testid={testId} aria-live="polite">
      <Typography.Text strong style={{ fontSize: 18 }}>
        {score}
      </Typography.Text>
      <Typography.Text type="secondary">{t('form.scoreFormula', { likelihood, impact })}</Typography.Text>
      <RiskLevelBadge level={riskLevel(score)} />
    </Flex>
  );
}
