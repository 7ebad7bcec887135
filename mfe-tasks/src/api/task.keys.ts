/** Query keys: segments joined by '/' form the GET path (SPEC section 7). */
export const taskKeys = {
  all: ['/api/tasks'] as const,
  mine: ['/api/tasks/my-tasks'] as const,
  detail: (id: string) => ['/api/tasks', id] as const,
  risks: (id: string) => ['/api/tasks', id, 'risks'] as const,
  history: (id: string) => ['/api/tasks', id, 'history'] as const,
};
