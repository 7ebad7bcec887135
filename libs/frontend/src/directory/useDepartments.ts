import { useQuery } from '@tanstack/react-query';
import type { DepartmentDto } from '@rtm/contracts';
import { directoryKeys } from './directory.keys';

/** GET /api/departments. */
export function useDepartments() {
  return useQuery<DepartmentDto[]>({ queryKey: directoryKeys.departments });
}
