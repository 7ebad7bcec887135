import { describe, expect, it } from '@jest/globals';
import { taskCountDeltas } from './task-counts.js';

describe('taskCountDeltas', () => {
  it('counts a creation and a deletion in the status and priority of the task', () => {
    expect(taskCountDeltas([], [{ status: 'to_do', priority: 'high' }])).toEqual([{ status: 'to_do', priority: 'high', delta: 1 }]);
    expect(taskCountDeltas([{ status: 'done', priority: 'low' }], [])).toEqual([{ status: 'done', priority: 'low', delta: -1 }]);
  });

  it('moves a task whose status or priority changes, and changes nothing for other edits', () => {
    expect(taskCountDeltas([{ status: 'to_do', priority: 'high' }], [{ status: 'done', priority: 'high' }])).toEqual([
      { status: 'done', priority: 'high', delta: 1 },
      { status: 'to_do', priority: 'high', delta: -1 },
    ]);
    expect(taskCountDeltas([{ status: 'blocked', priority: 'medium' }], [{ status: 'blocked', priority: 'medium' }])).toEqual([]);
  });
});
