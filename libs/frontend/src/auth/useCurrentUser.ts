import { useContext } from 'react';
import { CurrentUserContext, type CurrentUserState } from './CurrentUserContext';

/** The current user of the surrounding CurrentUserProvider (the shell's, or a remote's dev host). */
export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return state;
}
