import { Alert, Button, Card, Table, type TableColumnsType } from 'antd';
import type { BulkUploadErrorDetail, BulkUploadResultDto } from '@rtm/contracts';
import { uploadResultText } from '../../hooks/useUploadRisks';

export interface UploadErrorsCardProps {
  result: BulkUploadResultDto & { fileName: string };
  onClose: () => void;
}

const columns: TableColumnsType<BulkUploadErrorDetail> = [
  { key: 'row', title: 'Row', dataIndex: 'row', width: 80 },
  { key: 'column', title: 'Column', dataIndex: 'column', width: 180 },
  { key: 'message', title: 'Message', dataIndex: 'message' },
];

/** The rows of an upload that were not created, with row, column and message (beyond the spec's toast). */
export function UploadErrorsCard({ result, onClose }: UploadErrorsCardProps) {
  return (
    <Card
      size="small"
      title={`Upload errors: ${result.fileName}`}
      extra={
        <Button size="small" onClick={onClose}>
          Dismiss
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="upload-errors"
    >
      <Alert type="warning" showIcon title={uploadResultText(result)} style={{ marginBottom: 12 }} />
      <Table<BulkUploadErrorDetail>
        size="small"
        rowKey={(d) => `${d.row}:${d.column}:${d.message}`}
        columns={columns}
        dataSource={result.details}
        pagination={result.details.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    </Card>
  );
}
