import { useQuery } from '@tanstack/react-query';
import type { DepartmentRiskSummaryDto } from '@rtm/contracts';
import { riskKeys } from '../api/risk.keys';

/** GET /api/risks/by-department/summary. */
export function useDepartmentRiskSummary() {
  return useQuery<DepartmentRiskSummaryDto[]>({ queryKey: riskKeys.byDepartment });
}
