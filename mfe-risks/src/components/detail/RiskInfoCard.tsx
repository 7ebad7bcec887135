import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { RiskDetailView } from '@rtm/contracts';
import { formatDate, PersonLabel } from '@rtm/frontend/ui';

/** Information: owner, department(s), created date, updated date when present. */
export function RiskInfoCard({ risk }: { risk: RiskDetailView }) {
  const unknown = <Typography.Text type="secondary">Unknown</Typography.Text>;
  const items = [
    {
      key: 'owner',
      label: 'Owner',
      children: risk.owner ? <PersonLabel person={risk.owner} secondary={risk.owner.email} /> : unknown,
    },
    {
      key: 'departments',
      label: risk.departments.length > 1 ? 'Departments' : 'Department',
      children: risk.departments.length ? (
        <Flex gap={4} wrap>
          {risk.departments.map((d) => (
            <Tag key={d.id} style={{ marginInlineEnd: 0 }}>
              {d.name ?? `Department ${d.id}`}
            </Tag>
          ))}
        </Flex>
      ) : (
        unknown
      ),
    },
    { key: 'created', label: 'Created', children: formatDate(risk.createdAt, 'long') },
    ...(risk.updatedAt ? [{ key: 'updated', label: 'Last Updated', children: formatDate(risk.updatedAt, 'long') }] : []),
  ];
  return (
    <Card title="Information" data-testid="risk-info-card">
      <Descriptions column={1} layout="vertical" colon={false} size="small" items={items} />
    </Card>
  );
}
