export { authKeys } from './auth.keys';
export {
  changePassword,
  endMyOtherSessions,
  endMySession,
  fetchLoginOptions,
  fetchMySessions,
  login,
  logout,
  saveLanguage,
} from './authApi';
export { useSaveLanguage } from './useSaveLanguage';
export { CurrentUserContext, type CurrentUserState } from './CurrentUserContext';
export { CurrentUserProvider } from './CurrentUserProvider';
export { useCurrentUser } from './useCurrentUser';
export { hasRole } from './hasRole';
