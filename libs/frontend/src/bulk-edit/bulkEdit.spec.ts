import { describe, expect, it } from '@jest/globals';
import { CLEAR, changesOf, isJobStarted, jobPercent } from './bulkEdit';

describe('bulk edit on the screen', () => {
  it('changes only the fields given, and clears those set to CLEAR', () => {
    expect(changesOf({ status: 'closed', ownerId: undefined, departmentIds: [], treatmentStrategy: CLEAR, dueDate: null })).toEqual({
      status: 'closed',
      treatmentStrategy: null,
    });
  });

  it('tells a job from a result, and a job’s progress', () => {
    expect(isJobStarted({ jobId: 'j' })).toBe(true);
    expect(isJobStarted({ updated: 1, unchanged: 0, refused: [] })).toBe(false);
    expect(jobPercent({ processed: 50, total: 150 })).toBe(33);
    expect(jobPercent({ processed: 0, total: 0 })).toBe(100);
  });
});
