import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES, type RiskListQuery } from '../../api/riskListQuery';
import { useRisksTranslation } from '../../i18n';

/** Paging of the risk list (table and cards alike): page sizes, '1-20 of 42' in the page's language. */
export function useRiskPagination(query: RiskListQuery, total: number): TablePaginationConfig {
  const { t } = useRisksTranslation();
  return {
    current: query.page,
    pageSize: query.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: total <= PAGE_SIZES[0],
    showTotal: (n, [from, to]) => t('list.range', { from, to, total: n }),
  };
}
