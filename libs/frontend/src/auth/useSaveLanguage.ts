import { useCallback, useContext } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language, UserDto } from '@rtm/contracts';
import { authKeys } from './auth.keys';
import { saveLanguage } from './authApi';
import { CurrentUserContext } from './CurrentUserContext';

/**
 * Keeps a language the user chose on the server (PATCH /api/auth/me/language) when someone is signed in
 * and it differs from what the server holds, so mail and reports made without a request use it.
 * Nothing happens for a visitor; a failure is only logged (the choice still applies in this browser).
 */
export function useSaveLanguage(): (language: Language, user?: UserDto | null) => Promise<void> {
  const current = useContext(CurrentUserContext);
  const queryClient = useQueryClient();
  return useCallback(
    (language, user = current?.user) => {
      if (!user || user.language === language) return Promise.resolve();
      return saveLanguage(language).then(
        (saved) => {
          queryClient.setQueryData(authKeys.me, saved);
        },
        (err: unknown) => console.warn('The language could not be saved on the server', err),
      );
    },
    [current?.user, queryClient],
  );
}
