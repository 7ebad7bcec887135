import type { Page } from '../common/api.js';
import type { Rpc } from '../common/rpc.js';
import type { CreateCommentInput } from '../risk/api.js';
import { TASK_EXPORT_SUBJECTS, type TaskExportRpc } from './task-export.js';
import type {
  LinkedRiskDto,
  TasksOfRisk,
  ListTasksInput,
  MyTaskSummary,
  MyTaskSummaryInput,
  TaskCommentView,
  TaskCommentsInput,
  TaskDetailView,
  TaskHistoryEntryDto,
  TaskIdInput,
  TaskHistoryInput,
  TaskInput,
  TaskView,
  TasksByRiskInput,
  UpdateTaskInput,
} from './api.js';

/** Request/reply subjects of the task service (`task.<aggregate>.<verb>`). */
export const TASK_SUBJECTS = {
  tasksList: 'task.tasks.list',
  tasksMine: 'task.tasks.mine',
  tasksMineSummary: 'task.tasks.mineSummary',
  tasksGet: 'task.tasks.get',
  tasksCreate: 'task.tasks.create',
  tasksUpdate: 'task.tasks.update',
  tasksDelete: 'task.tasks.delete',
  tasksRisks: 'task.tasks.risks',
  tasksByRisk: 'task.tasks.byRisk',
  historyList: 'task.history.list',
  commentsList: 'task.comments.list',
  commentsCreate: 'task.comments.create',
  ...TASK_EXPORT_SUBJECTS,
} as const;

const S = TASK_SUBJECTS;

/** What each task subject takes and answers. Reads answer complete views (names and risks from the service's projections). */
export interface TaskRpc extends TaskExportRpc {
  [S.tasksList]: Rpc<ListTasksInput, Page<TaskView>>;
  /** The same filters over the signed-in user's tasks (isMyTask). */
  [S.tasksMine]: Rpc<ListTasksInput, Page<TaskView>>;
  /** Counts over the signed-in user's tasks (isMyTask). */
  [S.tasksMineSummary]: Rpc<MyTaskSummaryInput, MyTaskSummary>;
  [S.tasksGet]: Rpc<TaskIdInput, TaskDetailView>;
  [S.tasksCreate]: Rpc<TaskInput, TaskDetailView>;
  [S.tasksUpdate]: Rpc<UpdateTaskInput & TaskIdInput, TaskDetailView>;
  [S.tasksDelete]: Rpc<TaskIdInput, { id: string; taskId: string }>;
  [S.tasksRisks]: Rpc<TaskIdInput, LinkedRiskDto[]>;
  [S.tasksByRisk]: Rpc<TasksByRiskInput, TasksOfRisk>;
  [S.historyList]: Rpc<TaskHistoryInput, Page<TaskHistoryEntryDto>>;
  [S.commentsList]: Rpc<TaskCommentsInput, Page<TaskCommentView>>;
  /** `taskId` names the task; the author is the actor. */
  [S.commentsCreate]: Rpc<CreateCommentInput, TaskCommentView>;
}
