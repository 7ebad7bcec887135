import type { ChangePasswordInput, Language, LoginOptionsDto, SetLanguageInput, UserDto, VerifyCredentialsInput } from '@rtm/contracts';
import { api } from '../api-client';

/** POST /api/login; the answer is the signed-in user. Errors are ApiError (see serverMessage). */
export function login(credentials: VerifyCredentialsInput): Promise<UserDto> {
  return api.post<UserDto>('/api/login', credentials);
}

/** GET /api/auth/login-options (no session needed). */
export function fetchLoginOptions(): Promise<LoginOptionsDto> {
  return api.get<LoginOptionsDto>('/api/auth/login-options');
}

/** POST /api/logout, then a full-page return to the root. A failure is only logged (SPEC section 1). */
export async function logout(): Promise<void> {
  try {
    await api.post('/api/logout');
    window.location.href = '/';
  } catch (err) {
    console.error('Logout failed', err);
  }
}

/** PATCH /api/auth/me/language: the signed-in user's interface language, kept on the server. */
export function saveLanguage(language: Language): Promise<UserDto> {
  return api.patch<UserDto>('/api/auth/me/language', { language } satisfies SetLanguageInput);
}

/** PATCH /api/auth/me/password: the signed-in user's own password; their other sessions end. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.patch<void>('/api/auth/me/password', input);
}
