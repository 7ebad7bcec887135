export { directoryKeys } from './directory.keys';
export { useDepartments } from './useDepartments';
export { fetchUsersPage, matchesUserQuery, usersUrl, USER_IDS_MAX, USER_PICKER_LIMIT, USERS_MAX_LIMIT, type UserQuery } from './userQuery';
export { useUserSearch, type UserSearchOptions } from './useUserSearch';
export { useUserPage } from './useUserPage';
export { useUsersByIds } from './useUsersByIds';
export { UserPicker, personLabel, type KnownPerson, type UserPickerProps } from './UserPicker';
