import { defineEvent } from '../../common/events.js';
import type { UserRole } from '../../common/enums.js';
import type { Language } from '../../common/languages.js';
import type { UserEventUser } from './user-created.event.js';

export interface UserUpdatedData {
  /** The user after the change. */
  user: UserEventUser;
  before: { role: UserRole; departmentId: number | null };
  /** Set when the change is the user's interface language (role and department then stay as they were). */
  language?: Language;
}

/** A user's role, department or interface language changed. */
export const UserUpdated = defineEvent<'user_updated', UserUpdatedData>('user_updated');
