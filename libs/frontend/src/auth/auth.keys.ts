export const authKeys = {
  me: ['/api/auth/me'] as const,
  loginOptions: ['/api/auth/login-options'] as const,
  sessions: ['/api/auth/me/sessions'] as const,
};
