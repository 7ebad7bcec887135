import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { EmptyState, PageHeader } from '@rtm/frontend/ui';

/** /risks: placeholder until the risk slice (filters, table, upload) lands. */
export function RiskListPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Risks"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/risks/new')}>
            Report Risk
          </Button>
        }
      />
      <Card>
        <EmptyState title="No risks reported yet" />
      </Card>
    </>
  );
}
