export { directoryKeys } from './directory.keys';
export { useUsers } from './useUsers';
export { useDepartments } from './useDepartments';
