import { describe, expect, it } from '@jest/globals';
import { escapeCell, unescapeCell } from './cell-escape.js';

describe(escapeCell.name, () => {
  it.each(['=SUM(A1:A2)', '+1+1', '-2+3', '@cmd', '=HYPERLINK("http://x","y")', '\t=1', '\r=1'])('escapes %j', (value) => {
    expect(escapeCell(value)).toBe(`'${value}`);
  });
  it.each(['Finance', 'IT - Ops', 'a=b', '', '1+1', "'quoted"])('leaves %j alone', (value) => {
    expect(escapeCell(value)).toBe(value);
  });
  it('round-trips through unescapeCell', () => {
    for (const value of ['=cmd', '+x', '-y', '@z', 'plain', "'plain"]) expect(unescapeCell(escapeCell(value))).toBe(value);
  });
  it('escapes a text that looks escaped already, so no round trip adds or drops a quote (issue 27)', () => {
    expect(escapeCell("'=cmd")).toBe("''=cmd");
    for (const value of ["'=cmd", "''-1", "'@x"]) {
      let text = value;
      for (let trip = 0; trip < 3; trip++) text = unescapeCell(escapeCell(text));
      expect(text).toBe(value);
    }
  });
});
