import { Card, Flex } from 'antd';
import { riskLevel, type LinkedRiskDto } from '@rtm/contracts';
import { EmptyState, LinkedItem, RISK_LEVEL_TONES, ToneTag } from '@rtm/frontend/ui';
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
            <LinkedItem
              key={risk.id}
              to={`/risks/${risk.id}`}
              title={risk.title}
              code={risk.riskId}
              badge={
                <ToneTag tone={RISK_LEVEL_TONES[riskLevel(risk.score)]} data-testid="risk-score-badge">
                  {t('linkedRisks.score', { score: risk.score })}
                </ToneTag>
              }
              data-testid="linked-risk"
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}
