import { defineEvent } from '../../common/events.js';

export interface TaskCommentAddedData {
  commentId: string;
  taskId: string;
  /** TSK-<year>-<n> of the task. */
  taskCode: string;
  taskTitle: string;
  ownerId: string;
  assignedToId: string | null;
  /** The comment, cut to COMMENT_EXCERPT_LENGTH characters (commentExcerpt). */
  excerpt: string;
}

/**
 * Someone commented on a task: the spec's one `comment_added` action type and subject, shared with
 * RiskCommentAdded and told apart by `taskId` (a reader of both uses CommentAdded of src/events.ts).
 */
export const TaskCommentAdded = defineEvent<'comment_added', TaskCommentAddedData>('comment_added');
