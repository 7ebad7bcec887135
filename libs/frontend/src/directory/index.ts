export { directoryKeys } from './directory.keys';
export { useUsers, useUsersWithAccounts } from './useUsers';
export { useDepartments } from './useDepartments';
