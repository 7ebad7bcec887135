import { describe, expect, it } from '@jest/globals';
import type { DomainEvent, RiskDto } from '@rtm/contracts';
import { AppetiteBreaches, backInside, rowsTouchedBy, type AppetiteBreachRow } from './appetite-breaches.js';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString();

const risk = (id: string, overrides: Partial<RiskDto> = {}) =>
  ({
    id,
    riskId: `RSK-2026-000${id}`,
    title: `Risk ${id}`,
    riskType: 'Technical',
    status: 'open',
    riskScore: 20,
    residualScore: null,
    ...overrides,
  }) as RiskDto;

const event = (type: string, minute: number, data: unknown) =>
  ({ id: `${type}@${minute}`, type, version: 1, occurredAt: at(minute), data }) as DomainEvent;
const breached = (minute: number, r: RiskDto, assessedScore: number, maxScore: number) =>
  event('risk_appetite_breached', minute, { risk: r, assessedScore, maxScore });
const appetiteChanged = (minute: number, changes: Record<string, { from: number; to: number }>) =>
  event('risk_appetite_changed', minute, { changes, breached: { count: 0, sample: [] } });

const row = (id: string, overrides: Partial<AppetiteBreachRow> = {}): AppetiteBreachRow => ({
  riskId: id,
  code: `RSK-2026-000${id}`,
  title: `Risk ${id}`,
  riskType: 'Technical',
  assessedScore: 20,
  maxScore: 12,
  breachedAt: at(0),
  versionAt: at(0),
  ...overrides,
});

function applied(loaded: AppetiteBreachRow[], events: DomainEvent[]) {
  const breaches = new AppetiteBreaches(loaded);
  for (const e of events) breaches.apply(e);
  return breaches.changes();
}

describe('back inside the appetite', () => {
  it('compares the residual score, the inherent one while not assessed, with the maximum', () => {
    expect(backInside({ status: 'open', riskScore: 20, residualScore: null }, 12)).toBe(false);
    expect(backInside({ status: 'open', riskScore: 12, residualScore: null }, 12)).toBe(true);
    expect(backInside({ status: 'open', riskScore: 20, residualScore: 12 }, 12)).toBe(true);
    expect(backInside({ status: 'mitigation_in_progress', riskScore: 20, residualScore: 13 }, 12)).toBe(false);
  });

  it('is back inside once closed or accepted, whatever its score', () => {
    expect(backInside({ status: 'closed', riskScore: 25, residualScore: null }, 12)).toBe(true);
    expect(backInside({ status: 'accepted', riskScore: 25, residualScore: 20 }, 12)).toBe(true);
    expect(backInside({ status: 'under_review', riskScore: 25, residualScore: 20 }, 12)).toBe(false);
  });
});

describe('the risks outside appetite as breach events tell', () => {
  it('reads the rows of the risks a batch names and of the types whose appetite it changes', () => {
    expect(
      rowsTouchedBy([
        breached(1, risk('1'), 20, 12),
        event('risk_deleted', 2, { risk: risk('2'), deletedComments: 0 }),
        appetiteChanged(3, { Technical: { from: 12, to: 15 }, Legal: { from: 12, to: 8 } }),
        event('risk_updated', 4, { risk: risk('1'), changes: {} }),
      ]),
    ).toEqual({ riskIds: ['1', '2'], riskTypes: ['Technical', 'Legal'] });
  });

  it('adds a row per breach, with its score, maximum and time', () => {
    expect(applied([], [breached(1, risk('1'), 20, 12)])).toEqual({
      upserts: [row('1', { breachedAt: at(1), versionAt: at(1) })],
      removals: [],
    });
  });

  it('removes the row once a change brings the risk back inside, and keeps the facts of one still outside current', () => {
    const events = [
      event('risk_assessed', 1, { risk: risk('1', { residualScore: 16, title: 'Renamed' }), changes: {}, residualCleared: false }),
      event('risk_updated', 2, { risk: risk('2', { residualScore: 12 }), changes: {} }),
      event('risk_closed', 3, { risk: risk('3', { status: 'closed' }), changes: {} }),
      event('risk_accepted', 4, { risk: risk('4', { status: 'accepted' }), acceptance: {} }),
      event('risk_updated', 5, { risk: risk('5'), changes: {} }),
    ];
    expect(applied([row('1'), row('2'), row('3'), row('4')], events)).toEqual({
      upserts: [row('1', { title: 'Renamed', assessedScore: 16, versionAt: at(1) })],
      removals: [
        { riskId: '2', at: at(2) },
        { riskId: '3', at: at(3) },
        { riskId: '4', at: at(4) },
      ],
    });
  });

  it('removes the row of a deleted risk', () => {
    expect(applied([row('1')], [event('risk_deleted', 1, { risk: risk('1'), deletedComments: 0 })])).toEqual({
      upserts: [],
      removals: [{ riskId: '1', at: at(1) }],
    });
  });

  it('removes the rows of a type whose new maximum reaches their score, and sets the maximum of the others', () => {
    const loaded = [row('1', { assessedScore: 20 }), row('2', { assessedScore: 16 }), row('3', { riskType: 'Legal', assessedScore: 16 })];
    expect(applied(loaded, [appetiteChanged(1, { Technical: { from: 12, to: 16 } })])).toEqual({
      upserts: [row('1', { maxScore: 16, versionAt: at(1) })],
      removals: [{ riskId: '2', at: at(1) }],
    });
  });

  it('applies a batch in stream order: a breach after a removal adds the row again, a change after a breach sees it', () => {
    const r = risk('1');
    expect(
      applied(
        [row('1')],
        [
          event('risk_closed', 1, { risk: { ...r, status: 'closed' }, changes: {} }),
          event('risk_updated', 2, { risk: r, changes: {} }),
          breached(2, r, 20, 12),
          event('risk_assessed', 3, { risk: { ...r, residualScore: 15 }, changes: {}, residualCleared: false }),
        ],
      ),
    ).toEqual({ upserts: [row('1', { assessedScore: 15, breachedAt: at(2), versionAt: at(3) })], removals: [] });
  });

  it('lets no event older than the row change it (one delivered late)', () => {
    const current = row('1', { versionAt: at(5) });
    expect(
      applied(
        [current],
        [
          event('risk_closed', 4, { risk: risk('1', { status: 'closed' }), changes: {} }),
          breached(4, risk('1'), 25, 10),
          appetiteChanged(4, { Technical: { from: 12, to: 25 } }),
        ],
      ),
    ).toEqual({ upserts: [], removals: [] });
    // A deletion is kept even of a risk without a row, so its earlier breach arriving after it adds none.
    expect(applied([], [event('risk_deleted', 5, { risk: risk('1'), deletedComments: 0 }), breached(4, risk('1'), 20, 12)])).toEqual({
      upserts: [],
      removals: [{ riskId: '1', at: at(5) }],
    });
  });
});
