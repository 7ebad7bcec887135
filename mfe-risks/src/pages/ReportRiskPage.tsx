import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';

/** /risks/new: heading and card in place; the form comes with the risk slice. */
export function ReportRiskPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Report New Risk"
        subtitle="Identify and document a potential organizational risk"
        onBack={() => navigate('/risks')}
      />
      <Card title="Risk Details">
        <Typography.Text type="secondary">The risk form is not available yet.</Typography.Text>
      </Card>
    </>
  );
}
