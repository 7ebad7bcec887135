import type { ActionType } from './common/enums.js';
import type { EventOf } from './common/events.js';
import { DepartmentCreated, DepartmentUpdated, UserCreated, UserUpdated } from './identity/events/index.js';
import { defineEvent } from './common/events.js';
import { RiskClosed, RiskCommentAdded, RiskCreated, RiskDeleted, RiskUpdated, type RiskCommentAddedData } from './risk/events/index.js';
import { SettingsChanged } from './notification/events/index.js';
import { AttachmentAdded, AttachmentDeleted, AttachmentExpiring } from './attachments/events.js';
import { TaskCommentAdded, TaskCompleted, TaskCreated, TaskDeleted, TaskUpdated, type TaskCommentAddedData } from './task/events/index.js';

/** Every event the product publishes (each slice declares its own in `<slice>/events/`). */
export const DOMAIN_EVENTS = [
  UserCreated,
  UserUpdated,
  DepartmentCreated,
  DepartmentUpdated,
  RiskCreated,
  RiskUpdated,
  RiskClosed,
  RiskDeleted,
  RiskCommentAdded,
  TaskCreated,
  TaskUpdated,
  TaskCompleted,
  TaskDeleted,
  TaskCommentAdded,
  SettingsChanged,
  AttachmentAdded,
  AttachmentDeleted,
  AttachmentExpiring,
] as const;

/**
 * Every comment, on a risk or a task: one action type and subject (`events.comment.added`), so a
 * consumer of both registers this one definition and tells them apart by `'taskId' in event.data`.
 */
export const CommentAdded = defineEvent<'comment_added', RiskCommentAddedData | TaskCommentAddedData>('comment_added');

/** Any known event, told apart by `type` (a `switch (event.type)` narrows `data`). */
export type KnownEvent = EventOf<(typeof DOMAIN_EVENTS)[number]>;

/** Every event type is an action_type of the activity log (SPEC section 3): this fails to compile otherwise. */
export const EVENT_TYPES_ARE_ACTION_TYPES: KnownEvent['type'] extends ActionType ? true : never = true;
