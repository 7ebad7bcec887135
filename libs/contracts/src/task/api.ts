import type { TaskHistoryAction, TaskPriority, TaskStatus } from '../common/enums.js';
import type { RecordPageInput } from '../common/api.js';
import type { UserSummary } from '../identity/api.js';

/** Shapes of the task slice (SPEC sections 3 and 7). See docs/http-api.md, section "Tasks", for the HTTP shapes. */

/** A task's own fields (the payload of the task events). */
export interface TaskDto {
  id: string;
  /** Human-readable code TSK-<year>-<4 digits>. */
  taskId: string;
  title: string;
  description: string | null;
  ownerId: string;
  assignedToId: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  /** A calendar date, YYYY-MM-DD (no time, no time zone). */
  dueDate: string | null;
  /** Set when the status becomes done, cleared when it leaves done. */
  completedAt: string | null;
  /** Ids of the linked risks, sorted. */
  riskIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** A linked risk as the task screens show it (title, code, score badge), from the task service's projection of risks. */
export interface LinkedRiskDto {
  id: string;
  /** RSK-<year>-<4 digits>. */
  riskId: string;
  title: string;
  /** likelihood x impact; the badge's level is riskLevel(score). */
  score: number;
}

/** A task as GET /api/tasks lists it: the task, its owner and assignee, its linked risks (one request, one query). */
export interface TaskView extends TaskDto {
  /** Null while the task service does not know the person (its projection of identity's users). */
  owner: UserSummary | null;
  assignedTo: UserSummary | null;
  /** Linked risks the task service knows, by code. */
  risks: LinkedRiskDto[];
}

/** What the signed-in user may do with one task (the task service's rule, see docs/decisions.md). */
export interface TaskPermissions {
  /** Every field (PATCH with anything). */
  canEdit: boolean;
  /** The status alone (the assignee's right; implied by canEdit). */
  canChangeStatus: boolean;
  canDelete: boolean;
}

/** GET /api/tasks/{id}. */
export interface TaskDetailView extends TaskView {
  permissions: TaskPermissions;
}

/** POST /api/tasks. The owner defaults to the signed-in user. */
export interface TaskInput {
  title: string;
  description?: string | null;
  status?: TaskStatus;
  priority?: TaskPriority;
  ownerId?: string;
  assignedToId?: string | null;
  /** YYYY-MM-DD. */
  dueDate?: string | null;
  riskIds?: string[];
}

/** PATCH /api/tasks/{id}: any subset; riskIds replaces the whole list. */
export type UpdateTaskInput = Partial<TaskInput>;

export interface TaskIdInput {
  id: string;
}

export const TASK_SORT_FIELDS = ['createdAt', 'updatedAt', 'taskId', 'dueDate', 'priority', 'status', 'title'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** Query of GET /api/tasks, GET /api/tasks/my-tasks and task.tasks.list/mine. List values may be given comma-separated. */
export interface ListTasksInput {
  /** In title or code. */
  search?: string;
  status?: TaskStatus[];
  priority?: TaskPriority[];
  assignedToId?: string;
  ownerId?: string;
  /** Due on or after this day (YYYY-MM-DD). */
  dueFrom?: string;
  /** Due on or before this day (YYYY-MM-DD). */
  dueTo?: string;
  limit?: number;
  offset?: number;
  sort?: TaskSortField;
  order?: 'asc' | 'desc';
}

/** One line of a task's history (SPEC section 3: action, old and new value, who, when). */
export interface TaskHistoryEntryDto {
  id: string;
  taskId: string;
  action: TaskHistoryAction;
  /** English sentence kept with the entry (screens render their own from action and values). */
  description: string;
  /**
   * The values as stored: statuses and priorities by enumeration value, due dates as YYYY-MM-DD,
   * assignees by user id (named in oldUser/newUser); null for none.
   */
  oldValue: string | null;
  newValue: string | null;
  userId: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  /** Who made the change (the detail screen's `changedBy`). */
  changedBy: UserSummary | null;
  /** For `assigned`: the people behind oldValue and newValue; null otherwise or when unknown. */
  oldUser: UserSummary | null;
  newUser: UserSummary | null;
}

/** A comment on a task as GET /api/comments/task/{id} answers it: with its author from the task service's projection. */
export interface TaskCommentView {
  id: string;
  content: string;
  authorId: string;
  riskId: null;
  taskId: string;
  createdAt: string;
  author: UserSummary | null;
}

/** task.comments.list: a page of the task's comments, oldest first. */
export interface TaskCommentsInput extends RecordPageInput {
  taskId: string;
}

/** task.history.list: a page of the task's history, oldest first. */
export interface TaskHistoryInput extends RecordPageInput {
  id: string;
}

/** A task linked to a risk, as the risk detail page lists it (GET /api/risks/{id}/tasks). */
export interface LinkedTaskDto {
  id: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** YYYY-MM-DD. */
  dueDate: string | null;
}

export interface TasksByRiskInput extends RecordPageInput {
  riskId: string;
}

/**
 * task.tasks.byRisk: the linked tasks, and whether the task service knows the risk (from its projection). The gateway
 * asks the risk service only when it does not, to tell a risk unknown everywhere (404) from one just created.
 */
export interface TasksOfRisk {
  riskKnown: boolean;
  /** The page asked for, oldest first. */
  tasks: LinkedTaskDto[];
  /** Every task linked to the risk. */
  total: number;
}

/** How far a risk's treatment is: its linked tasks that are done, of all of them ('2 of 5 done'). */
export interface TreatmentSummary {
  done: number;
  total: number;
}

/** Query of GET /api/tasks/my-tasks/summary: `today` (YYYY-MM-DD, the client's calendar day) decides what is overdue. */
export interface MyTaskSummaryInput {
  today?: string;
}

/** GET /api/tasks/my-tasks/summary: counts over the signed-in user's tasks (the dashboard's stat cards). */
export interface MyTaskSummary {
  total: number;
  done: number;
  /** Not done. */
  open: number;
  /** Not done and due before `today`. */
  overdue: number;
}
