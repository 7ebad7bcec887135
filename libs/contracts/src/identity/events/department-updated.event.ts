import { defineEvent } from '../../common/events.js';
import type { PersonName } from '../../common/rules.js';

export interface DepartmentUpdatedData {
  departmentId: number;
  /** The manager after the change (null: none). */
  managerId: string | null;
  /** The department's name; missing in events written before it was added. */
  name?: string;
  /** The new manager's name (null: none); missing in events written before it was added. */
  manager?: (PersonName & { id: string }) | null;
  /** The manager before the change; missing in events written before it was added. */
  previousManagerId?: string | null;
}

/** A department's manager was set or removed. */
export const DepartmentUpdated = defineEvent<'department_updated', DepartmentUpdatedData>('department_updated');
