/** Latency figures of the benches: quantiles of samples, and one read timed over a number of runs. */

/** The q-quantile of `list` (sorted in place); NaN when empty. @param {number[]} list @param {number} q */
export function quantile(list, q) {
  list.sort((a, b) => a - b);
  return list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
}

/**
 * `runs` calls of `call()` one after the other, after `warmup` calls, each timed from this process (wall clock, ms).
 * @param {() => Promise<unknown>} call
 * @returns {Promise<{ samples: number[], last: any }>} samples sorted, and the last call's answer
 */
export async function timeCalls(call, { runs, warmup = 3 }) {
  for (let i = 0; i < warmup; i++) await call();
  const samples = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { samples, last };
}
