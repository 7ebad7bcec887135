import { useQuery } from '@tanstack/react-query';
import type { DepartmentDto } from '@rtm/contracts';
import { departmentKeys } from '../api/department.keys';

export function useDepartments() {
  return useQuery<DepartmentDto[]>({ queryKey: departmentKeys.all });
}
