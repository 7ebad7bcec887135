import { createContext } from 'react';
import type { UserDto } from '@rtm/contracts';

export interface CurrentUserState {
  /** The signed-in user, null when nobody is signed in (GET /api/auth/me answered 401). */
  user: UserDto | null;
  isLoading: boolean;
  /** Loads the current user again (after login). */
  refresh: () => Promise<UserDto | null>;
}

export const CurrentUserContext = createContext<CurrentUserState | null>(null);
