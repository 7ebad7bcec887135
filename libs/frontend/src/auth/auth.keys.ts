export const authKeys = {
  me: ['/api/auth/me'] as const,
};
