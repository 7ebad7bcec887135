import { describe, expect, it } from '@jest/globals';
import { MAX_INPUT_DEPTH, findUnstorableInput } from './storable-input.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('findUnstorableInput (what no field can take)', () => {
  it('finds U+0000 in a text, a nested text, an array item or a key', () => {
    expect(findUnstorableInput('a\u0000b')).toBe('nul');
    expect(findUnstorableInput({ name: { first: 'x\u0000' } })).toBe('nul');
    expect(findUnstorableInput({ ids: ['1', '\u0000'] })).toBe('nul');
    expect(findUnstorableInput({ ['k\u0000']: 1 })).toBe('nul');
  });

  it('finds a lone surrogate, high or low, in a text or a key', () => {
    expect(findUnstorableInput({ title: 'Risk \ud83d' })).toBe('loneSurrogate');
    expect(findUnstorableInput({ title: '\ude00 at the start' })).toBe('loneSurrogate');
    expect(findUnstorableInput({ ['k\udfff']: 'v' })).toBe('loneSurrogate');
  });

  it('measures nesting without recursion: 20,000 levels are refused, not a stack overflow', () => {
    expect(findUnstorableInput(nested(20_000))).toBe('tooDeep');
    expect(findUnstorableInput({ a: nested(MAX_INPUT_DEPTH) })).toBe('tooDeep');
    expect(findUnstorableInput(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('passes everything else, Arabic, emoji (a whole pair) and large numbers included', () => {
    expect(findUnstorableInput({ name: 'قسم الجودة 😀', n: 3, big: 1e20, on: true, none: null, list: ['a', 1] })).toBeNull();
    expect(findUnstorableInput(undefined)).toBeNull();
  });
});
