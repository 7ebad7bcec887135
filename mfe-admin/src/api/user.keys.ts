/** Query keys: segments joined by '/' form the GET path (SPEC section 7). */
export const userKeys = {
  all: ['/api/users'] as const,
};
