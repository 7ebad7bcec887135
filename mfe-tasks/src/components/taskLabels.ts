import type { TaskHistoryAction } from '@rtm/contracts';

/**
 * The label key of a history action: the spec's labels are status_changed, priority_changed,
 * assignee_changed and due_date_changed, and the stored action of an assignment is `assigned`.
 */
export function historyLabelKey(action: TaskHistoryAction): string {
  return action === 'assigned' ? 'assignee_changed' : action;
}

/** Actions whose old and new values are shown ('from To Do to In Progress'). */
export const ACTIONS_WITH_VALUES: readonly TaskHistoryAction[] = [
  'status_changed',
  'completed',
  'reopened',
  'priority_changed',
  'assigned',
  'due_date_changed',
];
