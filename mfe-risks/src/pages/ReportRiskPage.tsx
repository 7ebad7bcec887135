import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';
import { RiskForm } from '../components/form/RiskForm';
import { useCreateRisk } from '../hooks/useCreateRisk';

/** /risks/new (SPEC section 2): on success toast 'Risk created' and go to /risks. */
export function ReportRiskPage() {
  const navigate = useNavigate();
  const createRisk = useCreateRisk();
  return (
    <>
      <PageHeader
        title="Report New Risk"
        subtitle="Identify and document a potential organizational risk"
        onBack={() => navigate('/risks')}
      />
      <Card title="Risk Details">
        <RiskForm
          submitLabel="Submit Risk"
          submitting={createRisk.isPending}
          onSubmit={(input) => createRisk.mutate(input)}
          onCancel={() => navigate('/risks')}
        />
      </Card>
    </>
  );
}
