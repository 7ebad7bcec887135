import { Button, Card, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { MAX_SELECTION } from './bulkEdit';

export interface BulkEditBarProps {
  selected: number;
  /** Every item the list's filters match. */
  matching: number;
  onSelectAllMatching: () => void;
  selectingAll: boolean;
  onClear: () => void;
  onEdit: () => void;
}

/** Above a list while rows are chosen: how many, 'Select all N matching' (up to 1,000), clear, and 'Edit selected'. */
export function BulkEditBar({ selected, matching, onSelectAllMatching, selectingAll, onClear, onEdit }: BulkEditBarProps) {
  const { t } = useCommonTranslation();
  if (selected === 0) return null;
  const all = Math.min(matching, MAX_SELECTION);
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="bulk-edit-bar" role="region" aria-label={t('bulkEdit.barLabel')}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong data-testid="bulk-selected">
          {t('bulkEdit.selected', { n: selected })}
        </Typography.Text>
        {all > selected && (
          <Button type="link" onClick={onSelectAllMatching} loading={selectingAll} data-testid="bulk-select-all">
            {matching > MAX_SELECTION ? t('bulkEdit.selectFirstMatching', { n: all }) : t('bulkEdit.selectAllMatching', { n: all })}
          </Button>
        )}
        <Button onClick={onClear} data-testid="bulk-clear">
          {t('bulkEdit.clear')}
        </Button>
        <Button type="primary" icon={<EditOutlined />} onClick={onEdit} data-testid="bulk-edit-open">
          {t('bulkEdit.edit')}
        </Button>
      </Flex>
    </Card>
  );
}
