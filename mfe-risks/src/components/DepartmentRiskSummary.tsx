import { Card } from 'antd';
import { EmptyState } from '@rtm/frontend/ui';

/** Risks by department (one card per department with risks); placeholder until the risk slice. */
export function DepartmentRiskSummary() {
  return (
    <Card title="Risks by Department" data-testid="department-risk-summary">
      <EmptyState title="No risks found across departments" />
    </Card>
  );
}

export default DepartmentRiskSummary;
