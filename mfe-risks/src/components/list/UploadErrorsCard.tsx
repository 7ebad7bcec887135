import { Alert, Button, Card, Table, type TableColumnsType } from 'antd';
import type { BulkUploadErrorDetail, BulkUploadResultDto } from '@rtm/contracts';
import { useUploadResultText } from '../../hooks/useUploadRisks';
import { useRisksTranslation } from '../../i18n';

export interface UploadErrorsCardProps {
  result: BulkUploadResultDto & { fileName: string };
  onClose: () => void;
}

/** The rows of an upload that were not created, with row, column and message (beyond the spec's toast). */
export function UploadErrorsCard({ result, onClose }: UploadErrorsCardProps) {
  const { t } = useRisksTranslation();
  const resultText = useUploadResultText();
  const columns: TableColumnsType<BulkUploadErrorDetail> = [
    { key: 'row', title: t('upload.row'), dataIndex: 'row', width: 80 },
    { key: 'column', title: t('upload.column'), dataIndex: 'column', width: 180 },
    { key: 'message', title: t('upload.message'), dataIndex: 'message' },
  ];
  return (
    <Card
      size="small"
      title={t('upload.errorsTitle', { fileName: result.fileName })}
      extra={
        <Button size="small" onClick={onClose}>
          {t('common:actions.dismiss')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="upload-errors"
    >
      <Alert type="warning" showIcon title={resultText(result)} style={{ marginBottom: 12 }} />
      <Table<BulkUploadErrorDetail>
        size="small"
        rowKey={(d) => `${d.row}:${d.column}:${d.message}`}
        columns={columns}
        dataSource={result.details}
        pagination={result.details.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
