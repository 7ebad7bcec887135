import { Card, Col, Flex, Row, Typography } from 'antd';
import type { RiskDetailView, RiskLevel } from '@rtm/contracts';
import { RiskLevelBadge } from '@rtm/frontend/ui';
import { useRisksTranslation } from '../../i18n';

/** The inherent assessment (the spec's score) and the residual one beside it (issue 25). */
export function RiskAssessmentCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  return (
    <Card title={t('assessment.title')} data-testid="risk-assessment-card">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Assessment
            label={t('assessment.inherent')}
            score={risk.riskScore}
            level={risk.riskLevel}
            likelihood={risk.likelihood}
            impact={risk.impact}
            testId="inherent-assessment"
          />
        </Col>
        <Col xs={24} sm={12}>
          <Assessment
            label={t('assessment.residual')}
            score={risk.residualScore}
            level={risk.residualLevel}
            likelihood={risk.residualLikelihood}
            impact={risk.residualImpact}
            testId="residual-assessment"
          />
        </Col>
      </Row>
    </Card>
  );
}

interface AssessmentProps {
  label: string;
  score: number | null;
  level: RiskLevel | null;
  likelihood: number | null;
  impact: number | null;
  testId: string;
}

function Assessment({ label, score, level, likelihood, impact, testId }: AssessmentProps) {
  const { t } = useRisksTranslation();
  return (
    <div data-testid={testId}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {score === null || level === null ? (
        <Typography.Text type="secondary" italic>
          {t('assessment.notAssessed')}
        </Typography.Text>
      ) : (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {score}
          </Typography.Text>
          <Typography.Text type="secondary">{t('detail.scoreFormula', { likelihood, impact })}</Typography.Text>
          <RiskLevelBadge level={level} />
        </Flex>
      )}
    </div>
  );
}
