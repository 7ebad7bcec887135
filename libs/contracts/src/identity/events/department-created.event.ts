import { defineEvent } from '../../common/events.js';

export interface DepartmentCreatedData {
  departmentId: number;
  name: string;
}

/** A department was created. */
export const DepartmentCreated = defineEvent<'department_created', DepartmentCreatedData>('department_created');
