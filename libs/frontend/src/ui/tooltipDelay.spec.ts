import { describe, expect, it } from '@jest/globals';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipDelayStore } from './tooltipDelay';

/** A store on a hand-driven clock: `advance` moves time and runs what was scheduled by then. */
function storeOnClock() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  const store = new TooltipDelayStore(
    () => now,
    (fn, ms) => {
      timers.push({ at: now + ms, fn });
      return 0 as unknown as ReturnType<typeof setTimeout>;
    },
  );
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.at <= now);
    timers = timers.filter((t) => t.at > now);
    for (const t of due) t.fn();
  };
  return { store, advance };
}

describe(TooltipDelayStore.name, () => {
  it('opens the first tooltip after 700 ms (SPEC section 9)', () => {
    const { store } = storeOnClock();
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(store.openDelaySeconds()).toBe(0.7);
  });

  it('opens the next one at once while one is open and for 300 ms after it closed, then waits again', () => {
    const { store, advance } = storeOnClock();
    store.onOpenChange(true);
    expect(store.openDelaySeconds()).toBe(0);
    store.onOpenChange(false);
    advance(TOOLTIP_SKIP_DELAY_MS - 50);
    expect(store.openDelaySeconds()).toBe(0);
    advance(100);
    expect(store.openDelaySeconds()).toBe(0.7);
  });

  it('tells its listeners when the delay changes', () => {
    const { store, advance } = storeOnClock();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.isWarm()));
    store.onOpenChange(true);
    store.onOpenChange(false);
    advance(TOOLTIP_SKIP_DELAY_MS);
    expect(seen).toEqual([true, false]);
  });
});
