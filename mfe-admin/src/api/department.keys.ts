export const departmentKeys = {
  all: ['/api/departments'] as const,
};
