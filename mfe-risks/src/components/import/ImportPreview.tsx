import { Flex, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { BULK_IMPORT_MAX_DETAILS, type BulkImportChange, type BulkImportPreviewDto, type BulkImportRowDetail } from '@rtm/contracts';
import { useRisksTranslation } from '../../i18n';
import { VISUALLY_HIDDEN } from '../visuallyHidden';

const ACTION_COLOURS: Record<BulkImportRowDetail['action'], string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  error: 'red',
};

const shown = (value: BulkImportChange['from']) => (value === null || value === '' ? '—' : String(value));

/** One row's changed cells: 'Title: old → new', each value as the user wrote it (dir="auto"). */
function Changes({ changes }: { changes: BulkImportChange[] }) {
  const { t } = useRisksTranslation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{t(`importUpdate.fields.${change.field}`, { defaultValue: change.field })}: </Typography.Text>
          <Typography.Text delete dir="auto">
            {shown(change.from)}
          </Typography.Text>
          <span aria-hidden> → </span>
          <span style={VISUALLY_HIDDEN}>{t('importUpdate.changedTo')}</span>
          <Typography.Text dir="auto">{shown(change.to)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The dry run's answer: what the import would create, update and leave, and the rows it would refuse, with why. */
export function ImportPreview({ preview }: { preview: BulkImportPreviewDto }) {
  const { t } = useRisksTranslation();
  const columns: TableColumnsType<BulkImportRowDetail> = [
    { key: 'row', title: t('importUpdate.row'), dataIndex: 'row', width: 64 },
    { key: 'riskId', title: t('importUpdate.riskId'), dataIndex: 'riskId', width: 130, render: (id: string | null) => id ?? '—' },
    {
      key: 'action',
      title: t('importUpdate.action'),
      dataIndex: 'action',
      width: 110,
      render: (action: BulkImportRowDetail['action']) => <Tag color={ACTION_COLOURS[action]}>{t(`importUpdate.actions.${action}`)}</Tag>,
    },
    {
      key: 'what',
      title: t('importUpdate.details'),
      render: (_: unknown, detail) =>
        detail.action === 'error' ? (
          <Typography.Text type="danger" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {detail.message}
          </Typography.Text>
        ) : detail.action === 'update' ? (
          <Changes changes={detail.changes} />
        ) : (
          t('importUpdate.newRisk')
        ),
    },
  ];
  const listed = preview.toCreate + preview.toUpdate + preview.errors;
  return (
    <div data-testid="import-preview">
      <Flex wrap gap={24} style={{ marginBottom: 16 }}>
        <div data-testid="preview-to-create">
          <Statistic title={t('importUpdate.toCreate')} value={preview.toCreate} />
        </div>
        <div data-testid="preview-to-update">
          <Statistic title={t('importUpdate.toUpdate')} value={preview.toUpdate} />
        </div>
        <div data-testid="preview-unchanged">
          <Statistic title={t('importUpdate.unchanged')} value={preview.unchanged} />
        </div>
        <div data-testid="preview-errors">
          <Statistic title={t('importUpdate.errors')} value={preview.errors} />
        </div>
      </Flex>
      {listed > preview.details.length && (
        <Typography.Paragraph type="secondary">{t('importUpdate.detailsCapped', { count: BULK_IMPORT_MAX_DETAILS })}</Typography.Paragraph>
      )}
      {preview.details.length > 0 && (
        <Table<BulkImportRowDetail>
          size="small"
          rowKey="row"
          columns={columns}
          dataSource={preview.details}
          pagination={preview.details.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </div>
  );
}
