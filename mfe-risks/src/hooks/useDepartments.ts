import { useQuery } from '@tanstack/react-query';
import type { DepartmentDto } from '@rtm/contracts';
import { lookupKeys } from '../api/risk.keys';

export function useDepartments() {
  return useQuery<DepartmentDto[]>({ queryKey: lookupKeys.departments });
}
