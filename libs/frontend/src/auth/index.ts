export { authKeys } from './auth.keys';
export { login, logout } from './authApi';
export { CurrentUserContext, type CurrentUserState } from './CurrentUserContext';
export { CurrentUserProvider } from './CurrentUserProvider';
export { useCurrentUser } from './useCurrentUser';
export { hasRole } from './hasRole';
