import { defineEvent } from '../../common/events.js';
import type { UserSummary } from '../api.js';

/**
 * The user as identity's user events describe it: the summary every reader of users needs
 * (projections in risk, task and notification), and whether the account is active.
 */
export interface UserEventUser extends UserSummary {
  /** Missing in events written before it was added: read as active. */
  isActive?: boolean;
}

export interface UserCreatedData {
  user: UserEventUser;
  username: string;
}

/** A user was created (by a system admin, or the first administrator at first start). */
export const UserCreated = defineEvent<'user_created', UserCreatedData>('user_created');
