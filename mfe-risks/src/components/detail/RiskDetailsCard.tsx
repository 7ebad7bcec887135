import { Card, Descriptions, Flex, Typography } from 'antd';
import type { RiskDetailView } from '@rtm/contracts';
import { RiskLevelBadge } from '../badges/RiskLevelBadge';
import { affectedAppLabel, frequencyLabel, riskTypeLabel } from '../riskLabels';

/** Description, score (likelihood x impact), risk type, affected application, frequency. */
export function RiskDetailsCard({ risk }: { risk: RiskDetailView }) {
  const none = <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Card title="Risk Details" data-testid="risk-details-card">
      <Flex vertical gap={16}>
        <div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
            Description
          </Typography.Text>
          {risk.description ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{risk.description}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary" italic>
              No description provided
            </Typography.Text>
          )}
        </div>
        {risk.suggestedSolution && (
          <div>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
              Suggested Solution
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{risk.suggestedSolution}</Typography.Paragraph>
          </div>
        )}
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          layout="vertical"
          colon={false}
          size="small"
          items={[
            {
              key: 'score',
              label: 'Risk Score',
              children: (
                <Flex gap={8} align="center" wrap data-testid="risk-score">
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {risk.riskScore}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    (Likelihood {risk.likelihood} x Impact {risk.impact})
                  </Typography.Text>
                  <RiskLevelBadge level={risk.riskLevel} />
                </Flex>
              ),
            },
            { key: 'type', label: 'Risk Type', children: riskTypeLabel(risk.riskTypeDetail?.name ?? risk.riskType) },
            { key: 'app', label: 'Affected Application', children: risk.affectedApp ? affectedAppLabel(risk.affectedApp) : none },
            { key: 'frequency', label: 'Frequency', children: frequencyLabel(risk.frequency) },
          ]}
        />
      </Flex>
    </Card>
  );
}
