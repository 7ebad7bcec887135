import { Button, Card, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@rtm/frontend/ui';

/** /risks/:id placeholder. */
export function RiskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Risk" subtitle={id} onBack={() => navigate('/risks')} />
      <Card>
        <Typography.Paragraph type="secondary">Risk details are not available yet.</Typography.Paragraph>
        <Button onClick={() => navigate('/risks')}>Back to Risks</Button>
      </Card>
    </>
  );
}
