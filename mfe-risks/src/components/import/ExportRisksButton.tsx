import { Button } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import type { RiskListQuery } from '../../api/riskListQuery';
import { useRisksTranslation } from '../../i18n';
import { useExportRisks } from './useExportRisks';

/** The risk list's Export button: the .xlsx of the current filters. */
export function ExportRisksButton({ query }: { query: RiskListQuery }) {
  const { t } = useRisksTranslation();
  const exportRisks = useExportRisks();
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={exportRisks.isPending}
      onClick={() => exportRisks.mutate(query)}
      data-testid="export-risks"
    >
      {t('importUpdate.export')}
    </Button>
  );
}
