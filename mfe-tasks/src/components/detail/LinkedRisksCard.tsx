import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { riskLevel, type LinkedRiskDto } from '@rtm/contracts';
import { EmptyState, RISK_LEVEL_TONES, ToneTag } from '@rtm/frontend/ui';
import { useTasksTranslation } from '../../i18n';

/** Linked Risks (SPEC section 2): count, title, risk code, score badge coloured by the score's level; each opens the risk. */
export function LinkedRisksCard({ risks }: { risks: readonly LinkedRiskDto[] }) {
  const { t } = useTasksTranslation();
  return (
    <Card title={t('linkedRisks.titleCount', { count: risks.length })} data-testid="linked-risks-card">
      {risks.length === 0 ? (
        <EmptyState title={t('linkedRisks.empty')} />
      ) : (
        <Flex vertical gap={8}>
          {risks.map((risk) => (
            <Link key={risk.id} to={`/risks/${risk.id}`} data-testid="linked-risk">
              <Card size="small" hoverable>
                <Flex justify="space-between" align="center" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }} dir="auto">
                      {risk.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
                      {risk.riskId}
                    </Typography.Text>
                  </div>
                  <ToneTag tone={RISK_LEVEL_TONES[riskLevel(risk.score)]} data-testid="risk-score-badge">
                    {t('linkedRisks.score', { score: risk.score })}
                  </ToneTag>
                </Flex>
              </Card>
            </Link>
          ))}
        </Flex>
      )}
    </Card>
  );
}
