import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, isUUID } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../common/enums.js';
import {
  Check,
  IsTitle,
  OptionalText,
  PageOffset,
  WhenGiven,
  commaList,
  isCalendarDay,
  toInt,
  trim,
  trimToNull,
} from '../../common/validation/helpers.js';
import {
  TASK_SORT_FIELDS,
  type ListTasksInput,
  type MyTaskSummaryInput,
  type TaskInput,
  type TaskSortField,
  type UpdateTaskInput,
} from '../api.js';
import { TASK_MESSAGES } from '../messages.js';

const TEXT_MAX = LIMITS.textMax;
const RISK_LINKS_MAX = 100;
const isUuid = (v: unknown) => typeof v === 'string' && isUUID(v);

const IsDueDate = () => Check('isDueDate', (v) => v === null || isCalendarDay(v), TASK_MESSAGES.dueDateInvalid);
const IsRiskIds = () =>
  Check('isRiskIds', (v) => Array.isArray(v) && v.length <= RISK_LINKS_MAX && v.every((id) => isUuid(id)), TASK_MESSAGES.riskIdsInvalid);
const IsAssignee = () => Check('isAssignee', (v) => v === null || isUuid(v), TASK_MESSAGES.assigneeIdInvalid);

/**
 * The task form (POST /api/tasks): the title's bounds and messages are the spec's; the rest are ours
 * (docs/decisions.md). The gateway validates HTTP input with it; the task service validates again.
 */
export class CreateTaskDto implements TaskInput {
  @Transform(trim)
  @IsTitle()
  title!: string;

  @OptionalText(TEXT_MAX, TASK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @IsOptional()
  @IsIn(TASK_STATUSES, { message: TASK_MESSAGES.statusInvalid })
  status?: TaskStatus;

  @IsOptional()
  @IsIn(TASK_PRIORITIES, { message: TASK_MESSAGES.priorityInvalid })
  priority?: TaskPriority;

  /** The signed-in user when left out. */
  @IsOptional()
  @Transform(trimToNull)
  @IsUUID('all', { message: TASK_MESSAGES.ownerIdInvalid })
  ownerId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsAssignee()
  assignedToId?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsDueDate()
  dueDate?: string | null;

  @IsOptional()
  @IsRiskIds()
  riskIds?: string[];
}

/**
 * PATCH /api/tasks/{id}: any subset of the form. The title and owner may be left out but not cleared
 * (`null` fails with the form's message); assignedToId and dueDate may be cleared with null.
 */
export class UpdateTaskDto implements UpdateTaskInput {
  @WhenGiven()
  @Transform(trim)
  @IsTitle()
  title?: string;

  @OptionalText(TEXT_MAX, TASK_MESSAGES.descriptionTooLong)
  description?: string | null;

  @WhenGiven()
  @IsIn(TASK_STATUSES, { message: TASK_MESSAGES.statusInvalid })
  status?: TaskStatus;

  @WhenGiven()
  @IsIn(TASK_PRIORITIES, { message: TASK_MESSAGES.priorityInvalid })
  priority?: TaskPriority;

  @WhenGiven()
  @IsUUID('all', { message: TASK_MESSAGES.ownerIdInvalid })
  ownerId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsAssignee()
  assignedToId?: string | null;

  @IsOptional()
  @Transform(trimToNull)
  @IsDueDate()
  dueDate?: string | null;

  @WhenGiven()
  @IsRiskIds()
  riskIds?: string[];
}

/** Query of GET /api/tasks and GET /api/tasks/my-tasks. */
export class ListTasksDto implements ListTasksInput {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: TASK_MESSAGES.searchTooLong })
  search?: string;

  @IsOptional()
  @Transform(commaList)
  @IsIn(TASK_STATUSES, { each: true, message: TASK_MESSAGES.statusInvalid })
  status?: TaskStatus[];

  @IsOptional()
  @Transform(commaList)
  @IsIn(TASK_PRIORITIES, { each: true, message: TASK_MESSAGES.priorityInvalid })
  priority?: TaskPriority[];

  @IsOptional()
  @Transform(trimToNull)
  @IsUUID('all', { message: TASK_MESSAGES.assigneeIdInvalid })
  assignedToId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @IsUUID('all', { message: TASK_MESSAGES.ownerIdInvalid })
  ownerId?: string;

  @IsOptional()
  @Transform(trimToNull)
  @Check('isDueFrom', isCalendarDay, TASK_MESSAGES.dueDateInvalid)
  dueFrom?: string;

  @IsOptional()
  @Transform(trimToNull)
  @Check('isDueTo', isCalendarDay, TASK_MESSAGES.dueDateInvalid)
  dueTo?: string;

  @IsOptional()
  @Transform(toInt)
  @Check('isLimit', (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= LIMITS.taskPageMax, TASK_MESSAGES.limitInvalid)
  limit?: number;

  @PageOffset(TASK_MESSAGES.offsetInvalid)
  offset?: number;

  @IsOptional()
  @IsIn(TASK_SORT_FIELDS, { message: TASK_MESSAGES.sortInvalid })
  sort?: TaskSortField;

  @IsOptional()
  @IsIn(['asc', 'desc'], { message: TASK_MESSAGES.orderInvalid })
  order?: 'asc' | 'desc';
}

/** A task in a path; a malformed id is answered like an unknown one (404) by the service. */
export class TaskIdDto {
  @IsString({ message: TASK_MESSAGES.taskNotFound })
  @MaxLength(100, { message: TASK_MESSAGES.taskNotFound })
  id!: string;
}

/** Query of GET /api/tasks/my-tasks/summary. */
export class MyTaskSummaryQueryDto implements MyTaskSummaryInput {
  @IsOptional()
  @Transform(trimToNull)
  @Check('isToday', isCalendarDay, TASK_MESSAGES.dueDateInvalid)
  today?: string;
}
