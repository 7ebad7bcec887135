import { useUrlQuery } from '@rtm/frontend/ui';
import { FILTER_NAMES, parseRiskListQuery } from '../api/riskListQuery';

/**
 * The list's filters, page and order live in the URL of /risks: a matrix click lands on
 * /risks?likelihood=&impact=, and back/reload keep what was chosen. Changing a filter goes to page 1.
 */
export function useRiskListQuery() {
  return useUrlQuery(parseRiskListQuery, FILTER_NAMES);
}
