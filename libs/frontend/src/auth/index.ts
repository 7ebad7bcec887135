export { authKeys } from './auth.keys';
export { changePassword, fetchLoginOptions, login, logout, saveLanguage } from './authApi';
export { useSaveLanguage } from './useSaveLanguage';
export { CurrentUserContext, type CurrentUserState } from './CurrentUserContext';
export { CurrentUserProvider } from './CurrentUserProvider';
export { useCurrentUser } from './useCurrentUser';
export { hasRole } from './hasRole';
