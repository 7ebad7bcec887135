import { defineEvent } from '../../common/events.js';
import type { UserRole } from '../../common/enums.js';
import type { UserEventUser } from './user-created.event.js';

export interface UserUpdatedData {
  /** The user after the change. */
  user: UserEventUser;
  before: { role: UserRole; departmentId: number | null };
}

/** A user's role or department changed. */
export const UserUpdated = defineEvent<'user_updated', UserUpdatedData>('user_updated');
