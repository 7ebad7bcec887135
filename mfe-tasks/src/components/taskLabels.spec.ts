import { describe, expect, it } from '@jest/globals';
import { historyLabelKey } from './taskLabels';

describe('history labels', () => {
  it("labels the stored action 'assigned' as the spec's assignee_changed and keeps the others", () => {
    expect(historyLabelKey('assigned')).toBe('assignee_changed');
    expect(historyLabelKey('status_changed')).toBe('status_changed');
    expect(historyLabelKey('due_date_changed')).toBe('due_date_changed');
  });
});
