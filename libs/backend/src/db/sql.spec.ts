import { describe, expect, it } from '@jest/globals';
import { sqlTextList } from './sql.js';

describe('sqlTextList', () => {
  it('lists constant texts as SQL string literals for a check constraint', () => {
    expect(sqlTextList(['open', 'in_progress'])).toBe("'open', 'in_progress'");
  });
  it('doubles a quote inside a value', () => {
    expect(sqlTextList(["it's"])).toBe("'it''s'");
  });
});
