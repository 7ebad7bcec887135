import type { TablePaginationConfig } from 'antd';
import { listPagination } from '@rtm/frontend/ui';
import { PAGE_SIZES, type RiskListQuery } from '../../api/riskListQuery';
import { useRisksTranslation } from '../../i18n';

/** Paging of the risk list (table and cards alike): page sizes, '1-20 of 42' in the page's language. */
export function useRiskPagination(query: RiskListQuery, total: number): TablePaginationConfig {
  const { t } = useRisksTranslation();
  return listPagination(query, total, PAGE_SIZES, (from, to, n) => t('list.range', { from, to, total: n }));
}
