/** Messages of the task slice (ours where the spec is silent). */
export const TASK_MESSAGES = {
  taskNotFound: 'Task not found',
  riskIdInvalid: 'Risk id must be a uuid',
} as const;
