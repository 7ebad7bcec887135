export const activityKeys = {
  all: ['/api/activities'] as const,
};
