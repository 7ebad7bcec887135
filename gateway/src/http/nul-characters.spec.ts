import { describe, expect, it } from '@jest/globals';
import { holdsNul } from './nul-characters.js';

describe('holdsNul (texts PostgreSQL cannot store)', () => {
  it('finds U+0000 in a text, a nested text, an array item or a key', () => {
    expect(holdsNul('a\u0000b')).toBe(true);
    expect(holdsNul({ name: { first: 'x\u0000' } })).toBe(true);
    expect(holdsNul({ ids: ['1', '\u0000'] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
  });

  it('passes everything else, Arabic and emoji included', () => {
    expect(holdsNul({ name: 'قسم الجودة 😀', n: 3, on: true, none: null, list: ['a', 1] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
