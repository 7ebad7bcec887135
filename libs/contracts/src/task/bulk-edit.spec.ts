import { describe, expect, it } from '@jest/globals';
import { BULK_EDIT_MESSAGES } from '../common/bulk-edit.js';
import { taskBulkChangesProblem, taskBulkUpdate } from './bulk-edit.js';
import { TASK_MESSAGES } from './messages.js';

describe('the change rules of a bulk edit of tasks', () => {
  it('takes status, assignee (or nobody), priority and due date (or none)', () => {
    expect(taskBulkChangesProblem({ status: 'done', priority: 'high' })).toBeNull();
    expect(taskBulkChangesProblem({ assignedToId: null, dueDate: null })).toBeNull();
    expect(taskBulkChangesProblem({ assignedToId: '0b0c9d5e-8f1a-4c3b-9a7e-2d4f6b8a1c3e', dueDate: '2027-02-28' })).toBeNull();
  });

  it('refuses no change, other fields and bad values with the form’s messages', () => {
    expect(taskBulkChangesProblem({ status: undefined })).toBe(BULK_EDIT_MESSAGES.changesRequired);
    expect(taskBulkChangesProblem({ title: 'New' })).toBe(BULK_EDIT_MESSAGES.taskFieldsOnly);
    expect(taskBulkChangesProblem({ status: 'closed' })).toBe(TASK_MESSAGES.statusInvalid);
    expect(taskBulkChangesProblem({ priority: 'urgent' })).toBe(TASK_MESSAGES.priorityInvalid);
    expect(taskBulkChangesProblem({ assignedToId: 'bob' })).toBe(TASK_MESSAGES.assigneeIdInvalid);
    expect(taskBulkChangesProblem({ dueDate: '2027-02-30' })).toBe(TASK_MESSAGES.dueDateInvalid);
  });

  it('makes of the changes the form’s change with only the fields named', () => {
    expect(taskBulkUpdate({ assignedToId: null })).toEqual({ assignedToId: null });
  });
});
