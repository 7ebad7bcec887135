/**
 * Keeps one child process running, as a process supervisor would: when it exits without being asked to,
 * it is started again after a delay that doubles on each quick crash (1 s, 2 s, 4 s ... up to 30 s) and
 * starts over at 1 s once the process has stayed up for a minute. `stop()` ends it for good.
 * Used by scripts/stack.mjs for `npm start`.
 */

/** @typedef {{ initialMs: number, maxMs: number, resetAfterMs: number }} Backoff */

/** @type {Backoff} */
export const DEFAULT_BACKOFF = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * The wait before the next start: the first restart, or one after a run that lasted `resetAfterMs`,
 * waits `initialMs`; every quicker crash doubles the previous wait, up to `maxMs`.
 * @param {number} previousMs the previous wait (0 before the first restart)
 * @param {number} uptimeMs   how long the process that just exited ran
 * @param {Backoff} backoff
 */
export function nextDelay(previousMs, uptimeMs, backoff = DEFAULT_BACKOFF) {
  if (previousMs <= 0 || uptimeMs >= backoff.resetAfterMs) return backoff.initialMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}

/** `exited with code 1` / `was killed by SIGKILL`. @param {number | null} code @param {string | null} signal */
export function describeExit(code, signal) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * @typedef {import('node:events').EventEmitter & {
 *   pid?: number, exitCode: number | null, signalCode: string | null, kill(signal?: NodeJS.Signals): boolean
 * }} ChildLike
 */

/**
 * @param {object} options
 * @param {string} options.name                 names the process in the log lines
 * @param {() => ChildLike} options.start       starts the process once
 * @param {(code: number | null, signal: string | null) => boolean} [options.shouldRestart]
 *        asked on each unexpected exit; false hands the exit to `onExit` instead (default: always restart)
 * @param {(code: number | null, signal: string | null) => void} [options.onExit]  an exit that is not restarted
 * @param {(line: string) => void} [options.print]
 * @param {Backoff} [options.backoff]
 * @param {number} [options.stopTimeoutMs]     SIGTERM, then SIGKILL after this long
 * @param {{ now: () => number, setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout }} [options.clock]
 */
export function supervise({
  name,
  start,
  shouldRestart = () => true,
  onExit,
  print = (line) => process.stderr.write(`${line}\n`),
  backoff = DEFAULT_BACKOFF,
  stopTimeoutMs = 10_000,
  clock = { now: () => Date.now(), setTimeout, clearTimeout },
}) {
  /** @type {ChildLike} */
  let child;
  let startedAt = 0;
  let delay = 0;
  let restarts = 0;
  let stopped = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;

  const run = () => {
    timer = null;
    startedAt = clock.now();
    const current = start();
    child = current;
    current.once('exit', (code, signal) => {
      if (stopped || current !== child) return;
      if (!shouldRestart(code, signal)) {
        onExit?.(code, signal);
        return;
      }
      delay = nextDelay(delay, clock.now() - startedAt, backoff);
      restarts += 1;
      print(`[stack] ${name} ${describeExit(code, signal)}; starting it again in ${delay / 1000} s (restart ${restarts}).`);
      timer = clock.setTimeout(run, delay);
    });
  };
  run();

  return {
    /** The process running now (or the last one, while a restart waits). */
    get child() {
      return child;
    },
    /** How many times the process was started again. */
    get restarts() {
      return restarts;
    },
    /** Stops the process (SIGTERM, SIGKILL after the timeout) and every restart to come. */
    stop() {
      stopped = true;
      if (timer) clock.clearTimeout(timer);
      timer = null;
      return stopChild(child, stopTimeoutMs);
    },
  };
}

/** @param {ChildLike | undefined} child @param {number} timeoutMs */
function stopChild(child, timeoutMs) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise(
    /** @param {(value?: void) => void} resolve */ (resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    },
  );
}
