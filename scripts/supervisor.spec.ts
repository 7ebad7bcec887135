import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { nextDelay, supervise } from './supervisor.mjs';

/** A child process stand-in: `crash()` makes it exit on its own; kill() makes it exit with the signal. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: string | null = null;
  readonly signals: string[] = [];
  crash(code = 1) {
    this.exitCode = code;
    this.emit('exit', code, null);
  }
  kill(signal = 'SIGTERM') {
    this.signals.push(signal);
    this.signalCode = signal;
    queueMicrotask(() => this.emit('exit', null, signal));
    return true;
  }
}

/** A clock the test moves by hand: timers fire only in advance(). */
function fakeClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => now,
    setTimeout: ((run: () => void, ms: number) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => {
      timers = timers.filter((t) => t.id !== id);
    }) as unknown as typeof clearTimeout,
    pending: () => timers.map((t) => t.at - now),
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
    },
  };
}

function supervised(options: { shouldRestart?: () => boolean; onExit?: (code: number | null, signal: string | null) => void } = {}) {
  const clock = fakeClock();
  const children: FakeChild[] = [];
  const lines: string[] = [];
  const supervisor = supervise({
    name: 'risk',
    start: () => {
      const child = new FakeChild();
      children.push(child);
      return child;
    },
    print: (line: string) => lines.push(line),
    clock,
    ...options,
  });
  return { supervisor, clock, children, lines };
}

describe('nextDelay', () => {
  it('starts at 1 s, doubles up to 30 s and starts over after a minute of uptime', () => {
    const delays: number[] = [];
    let delay = 0;
    for (let i = 0; i < 7; i++) delays.push((delay = nextDelay(delay, 100)));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(nextDelay(30000, 60_000)).toBe(1000);
  });
});

describe('supervise', () => {
  it('starts a crashed process again with growing delays and logs how it exited', () => {
    const { supervisor, clock, children, lines } = supervised();
    expect(children).toHaveLength(1);

    children[0].crash(1);
    expect(clock.pending()).toEqual([1000]);
    clock.advance(999);
    expect(children).toHaveLength(1);
    clock.advance(1);
    expect(children).toHaveLength(2);

    children[1].crash(137);
    expect(clock.pending()).toEqual([2000]);
    clock.advance(2000);
    children[2].crash(1);
    expect(clock.pending()).toEqual([4000]);
    clock.advance(4000);

    expect(children).toHaveLength(4);
    expect(supervisor.child).toBe(children[3]);
    expect(supervisor.restarts).toBe(3);
    expect(lines).toEqual([
      '[stack] risk exited with code 1; starting it again in 1 s (restart 1).',
      '[stack] risk exited with code 137; starting it again in 2 s (restart 2).',
      '[stack] risk exited with code 1; starting it again in 4 s (restart 3).',
    ]);
  });

  it('waits 1 s again after a process that stayed up a minute', () => {
    const { clock, children } = supervised();
    children[0].crash();
    clock.advance(1000);
    children[1].crash();
    clock.advance(2000);
    clock.advance(60_000);
    children[2].crash();
    expect(clock.pending()).toEqual([1000]);
  });

  it('does not start a process again after stop(), which ends it with SIGTERM', async () => {
    const { supervisor, clock, children, lines } = supervised();
    await supervisor.stop();
    expect(children[0].signals).toEqual(['SIGTERM']);
    clock.advance(120_000);
    expect(children).toHaveLength(1);
    expect(clock.pending()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('cancels a restart that is waiting when stopped', async () => {
    const { supervisor, clock, children } = supervised();
    children[0].crash();
    expect(clock.pending()).toEqual([1000]);
    await supervisor.stop();
    clock.advance(60_000);
    expect(children).toHaveLength(1);
  });

  it('hands an exit it must not restart to onExit', () => {
    const exits: [number | null, string | null][] = [];
    const { clock, children } = supervised({ shouldRestart: () => false, onExit: (code, signal) => exits.push([code, signal]) });
    children[0].crash(2);
    expect(exits).toEqual([[2, null]]);
    expect(clock.pending()).toEqual([]);
  });
});
