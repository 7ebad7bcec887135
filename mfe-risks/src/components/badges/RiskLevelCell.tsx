import { Flex, Typography } from 'antd';
import type { RiskView } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { RiskLevelBadge, ToneTag } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** The list's level: the inherent level's badge, the residual level once assessed, and 'Outside appetite' (issue 25). */
export function RiskLevelCell({ risk }: { risk: RiskView }) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  return (
    <Flex vertical gap={2} align="start">
      <RiskLevelBadge level={risk.riskLevel} />
      {risk.residualLevel && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="residual-level">
          {t('columns.residual', { level: labels.riskLevel(risk.residualLevel) })}
        </Typography.Text>
      )}
      {risk.appetite?.outside && (
        <ToneTag tone="red" data-testid="outside-appetite">
          {t('columns.outsideAppetite')}
        </ToneTag>
      )}
    </Flex>
  );
}
