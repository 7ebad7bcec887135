import { defineEvent } from '../../common/events.js';

export interface RiskCommentAddedData {
  commentId: string;
  riskId: string;
  /** RSK-<year>-<n> of the risk. */
  riskCode: string;
  /** Missing in events written before it was added. */
  riskTitle?: string;
  ownerId: string;
  /** The comment, cut to COMMENT_EXCERPT_LENGTH characters (commentExcerpt). */
  excerpt: string;
}

/**
 * Someone commented on a risk. The spec's action type `comment_added` serves risk and task comments
 * alike; the task slice's comment event shares type and subject and is told apart by `taskId`.
 */
export const RiskCommentAdded = defineEvent<'comment_added', RiskCommentAddedData>('comment_added');
