import { useState } from 'react';
import { serverMessage } from '../api-client/ApiError';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { useToast } from '../ui/useToast';
import { matchingIds, type BulkEditList } from './bulkEdit';
import type { BulkSelection } from './useBulkSelection';

/**
 * A list's 'select all N matching': the ids of every item its filters match (`query`, the list's query string, at
 * most BULK_EDIT_LIMITS.maxIds) become the selection; a failure is told in a toast.
 */
export function useSelectAllMatching(list: BulkEditList, selection: BulkSelection, query: string) {
  const { t } = useCommonTranslation();
  const toast = useToast();
  const [selectingAll, setSelectingAll] = useState(false);
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      selection.replace((await matchingIds(list, query)).ids);
    } catch (error) {
      toast.error(serverMessage(error, t('bulkEdit.failed')));
    } finally {
      setSelectingAll(false);
    }
  };
  return { selectAll: () => void selectAll(), selectingAll };
}
