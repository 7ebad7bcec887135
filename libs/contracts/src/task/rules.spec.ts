import { describe, expect, it } from '@jest/globals';
import {
  TASK_CODE_PATTERN,
  calendarDate,
  completedAtAfter,
  dueState,
  isMyTask,
  taskCode,
  taskDueState,
  taskHistoryChanges,
  type TaskHistoryFacts,
} from './rules.js';

describe('dueState on calendar days', () => {
  it('is overdue from the day after the due day, whatever the hour', () => {
    expect(dueState('2026-06-09', '2026-06-10')).toBe('overdue');
    expect(dueState('2026-06-10', '2026-06-10')).toBe('soon');
    expect(dueState('2026-06-10', new Date(2026, 5, 10, 23, 59))).toBe('soon');
    expect(dueState('2026-06-10', new Date(2026, 5, 11, 0, 1))).toBe('overdue');
  });
  it('is soon up to 3 days ahead, normal from the 4th', () => {
    expect(dueState('2026-06-13', '2026-06-10')).toBe('soon');
    expect(dueState('2026-06-14', '2026-06-10')).toBe('normal');
    expect(dueState('2026-06-14', '2026-06-10', 5)).toBe('soon');
  });
  it('counts across months and years', () => {
    expect(dueState('2027-01-02', '2026-12-31')).toBe('soon');
    expect(dueState('2026-02-28', '2026-03-01')).toBe('overdue');
  });
  it('is normal without a due date, and for a done task', () => {
    expect(dueState(null, '2026-06-10')).toBe('normal');
    expect(taskDueState({ dueDate: '2026-01-01', status: 'done' }, '2026-06-10')).toBe('normal');
    expect(taskDueState({ dueDate: '2026-01-01', status: 'blocked' }, '2026-06-10')).toBe('overdue');
  });
  it('reads a moment as its local calendar day', () => {
    expect(calendarDate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
  });
});

describe('task codes', () => {
  it('are TSK-<year>-<4 digits>', () => {
    expect(taskCode(2026, 1)).toBe('TSK-2026-0001');
    expect(taskCode(2026, 1234)).toBe('TSK-2026-1234');
    expect(taskCode(2027, 12345)).toBe('TSK-2027-12345');
    expect(TASK_CODE_PATTERN.test('TSK-2026-0001')).toBe(true);
    expect(TASK_CODE_PATTERN.test('RSK-2026-0001')).toBe(false);
  });
});

describe('my tasks', () => {
  const me = 'me';
  it('are the tasks assigned to me and the ones I own that nobody is assigned to', () => {
    expect(isMyTask({ ownerId: 'x', assignedToId: me }, me)).toBe(true);
    expect(isMyTask({ ownerId: me, assignedToId: null }, me)).toBe(true);
    expect(isMyTask({ ownerId: me, assignedToId: 'x' }, me)).toBe(false);
    expect(isMyTask({ ownerId: 'x', assignedToId: null }, me)).toBe(false);
  });
});

describe(taskHistoryChanges.name, () => {
  const before: TaskHistoryFacts = { status: 'to_do', priority: 'medium', assignedToId: null, dueDate: null };

  it('writes nothing when nothing it follows changed', () => {
    expect(taskHistoryChanges(before, { ...before })).toEqual([]);
  });
  it('writes one entry per changed fact, in a fixed order', () => {
    expect(taskHistoryChanges(before, { status: 'in_progress', priority: 'high', assignedToId: 'u1', dueDate: '2026-07-01' })).toEqual([
      { action: 'status_changed', oldValue: 'to_do', newValue: 'in_progress' },
      { action: 'priority_changed', oldValue: 'medium', newValue: 'high' },
      { action: 'assigned', oldValue: null, newValue: 'u1' },
      { action: 'due_date_changed', oldValue: null, newValue: '2026-07-01' },
    ]);
  });
  it('calls a change to done completed and a change from done reopened', () => {
    expect(taskHistoryChanges(before, { ...before, status: 'done' })).toEqual([
      { action: 'completed', oldValue: 'to_do', newValue: 'done' },
    ]);
    expect(taskHistoryChanges({ ...before, status: 'done' }, { ...before, status: 'blocked' })).toEqual([
      { action: 'reopened', oldValue: 'done', newValue: 'blocked' },
    ]);
  });
  it('records an unassignment and a cleared due date with null as the new value', () => {
    expect(taskHistoryChanges({ ...before, assignedToId: 'u1', dueDate: '2026-07-01' }, before)).toEqual([
      { action: 'assigned', oldValue: 'u1', newValue: null },
      { action: 'due_date_changed', oldValue: '2026-07-01', newValue: null },
    ]);
  });
});

describe(completedAtAfter.name, () => {
  const now = new Date('2026-06-10T10:00:00Z');
  it('sets completedAt when a task becomes done and clears it when it leaves done', () => {
    expect(completedAtAfter('in_progress', 'done', now)).toBe(now);
    expect(completedAtAfter('done', 'to_do', now)).toBeNull();
    expect(completedAtAfter('to_do', 'blocked', now)).toBeUndefined();
    expect(completedAtAfter('done', 'done', now)).toBeUndefined();
  });
});
