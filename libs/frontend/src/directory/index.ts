export { directoryKeys } from './directory.keys';
export { useUsers, useUsersWithAccounts } from './useUsers';
export { useDepartments } from './useDepartments';
export { activeByName, usePersonOptions } from './personOptions';
