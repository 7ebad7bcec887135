/** Query keys: segments joined by '/' form the GET path (SPEC section 7). */
export const riskKeys = {
  all: ['/api/risks'] as const,
  detail: (id: string) => ['/api/risks', id] as const,
  linkedTasks: (id: string) => ['/api/risks', id, 'tasks'] as const,
  byDepartment: ['/api/risks/by-department/summary'] as const,
  types: ['/api/risk-types'] as const,
};
