/**
 * Query keys of the user and department lists, read by several remotes: segments joined by '/' form
 * the GET path (SPEC section 7). Mutations of users or departments invalidate these.
 */
export const directoryKeys = {
  users: ['/api/users'] as const,
  departments: ['/api/departments'] as const,
};
