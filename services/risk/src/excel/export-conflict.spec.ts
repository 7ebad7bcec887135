import { describe, expect, it } from '@jest/globals';
import { changedSinceExport, conflictTimeText, exportedTime, TIME_ROUNDING_MS } from './export-conflict.js';

const at = (iso: string) => Date.parse(iso);

describe(exportedTime.name, () => {
  it('reads an Excel serial day (a date cell) to the millisecond', () => {
    const time = at('2026-11-28T11:06:37.123Z');
    expect(exportedTime(time / 86_400_000 + 25_569)).toBe(time);
  });

  it('reads the text a .csv or a reader writes of it, as UTC', () => {
    expect(exportedTime('2026-11-28 11:06:37.123')).toBe(at('2026-11-28T11:06:37.123Z'));
    expect(exportedTime('2026-11-28T11:06:37.12Z')).toBe(at('2026-11-28T11:06:37.120Z'));
    expect(exportedTime('2026-11-28 11:06')).toBe(at('2026-11-28T11:06:00.000Z'));
  });

  it('answers null for a blank cell and undefined for anything that is no time', () => {
    expect(exportedTime(null)).toBeNull();
    expect(exportedTime('yesterday')).toBeUndefined();
    expect(exportedTime(Number.NaN)).toBeUndefined();
  });
});

describe(changedSinceExport.name, () => {
  const exported = at('2026-11-28T11:06:37.123Z');

  it('lets a row through while its risk is as exported', () => {
    expect(changedSinceExport(exported, '2026-11-28T11:06:37.123Z')).toBe(false);
    expect(changedSinceExport(null, null)).toBe(false);
    expect(changedSinceExport(exported, null)).toBe(false);
  });

  it("refuses a row whose risk was changed after the export (the row's time older than the risk's)", () => {
    expect(changedSinceExport(exported, '2026-11-28T11:06:38.000Z')).toBe(true);
    // Exported before its first change: the blank cell is older than any time.
    expect(changedSinceExport(null, '2026-11-28T11:06:37.123Z')).toBe(true);
  });

  it("tolerates an .ods's rounding of the time to the hundredth of a second, no more", () => {
    expect(changedSinceExport(at('2026-11-28T11:06:37.120Z'), '2026-11-28T11:06:37.123Z')).toBe(false);
    expect(changedSinceExport(exported, new Date(exported + TIME_ROUNDING_MS + 1).toISOString())).toBe(true);
  });

  it("names the risk's time to the second, in UTC", () => {
    expect(conflictTimeText('2026-11-28T11:06:37.123Z')).toBe('2026-11-28 11:06:37 UTC');
  });
});
