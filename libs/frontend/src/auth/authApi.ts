import type {
  ChangePasswordInput,
  Language,
  LoginOptionsDto,
  SessionDto,
  SetLanguageInput,
  UserDto,
  VerifyCredentialsInput,
} from '@rtm/contracts';
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

/** GET /api/auth/me/sessions: the signed-in person's sessions, last used first (the first 100). */
export function fetchMySessions(): Promise<SessionDto[]> {
  return api.get<SessionDto[]>('/api/auth/me/sessions?limit=100');
}

/** DELETE /api/auth/me/sessions/:id: ends one of the person's sessions (their own current one signs out). */
export function endMySession(id: string): Promise<void> {
  return api.delete<void>(`/api/auth/me/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /api/auth/me/sessions: ends every session of the person but the current one. */
export function endMyOtherSessions(): Promise<{ ended: number }> {
  return api.delete<{ ended: number }>('/api/auth/me/sessions');
}
