/**
 * The activity export of `npm run bench:scale`: GET /api/activities/export of the whole log, read as it streams, with
 * the time to its first byte and to its end, its size, and the resident memory of the gateway and the notification
 * service before and at their peak meanwhile (sampled every 100 ms).
 */
import { loadavg } from 'node:os';
import { mib, rssKb } from './processes.mjs';

export const EXPORT_GOALS = { firstByteMs: 1000, wholeMs: 60_000, rssGrowthMib: 100 };
const WATCHED = ['gateway', 'notification'];

/**
 * @param {{ baseUrl: string, cookie: string, processes: Map<string, string>, rows: number, label: string,
 *   timeoutSeconds?: number }} options  `rows`: how many rows the log holds (printed beside the figures);
 *   `timeoutSeconds`: when the bench stops reading (the figures are then of the part read)
 */
export async function measureExport({ baseUrl, cookie, processes, rows, label, timeoutSeconds = 300 }) {
  const watched = WATCHED.filter((name) => processes.has(name)).map((name) => ({ name, pid: processes.get(name), before: 0, peak: 0 }));
  for (const w of watched) w.before = w.peak = rssKb(w.pid);
  const sampler = setInterval(() => {
    for (const w of watched) w.peak = Math.max(w.peak, rssKb(w.pid));
  }, 100);
  const started = performance.now();
  let firstByte = NaN;
  let bytes = 0;
  let failure = '';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`stopped reading after ${timeoutSeconds} s`)), timeoutSeconds * 1000);
  try {
    const response = await fetch(`${baseUrl}/api/activities/export`, { headers: { cookie }, signal: abort.signal });
    if (!response.ok || !response.body) throw new Error(`status ${response.status}: ${(await response.text()).slice(0, 200)}`);
    for await (const chunk of response.body) {
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += chunk.length;
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    clearInterval(sampler);
    clearTimeout(timer);
  }
  const whole = performance.now() - started;
  const growth = watched.map((w) => ({ ...w, growthMib: (w.peak - w.before) / 1024 }));
  const ok =
    !failure &&
    firstByte <= EXPORT_GOALS.firstByteMs &&
    whole <= EXPORT_GOALS.wholeMs &&
    growth.every((w) => w.growthMib <= EXPORT_GOALS.rssGrowthMib);
  console.log(
    `\nactivity export at ${label} (${rows} rows): ${failure ? `failed after ${(whole / 1000).toFixed(1)} s: ${failure}; ` : ''}` +
      `first byte ${firstByte.toFixed(0)} ms, whole file ${(whole / 1000).toFixed(1)} s, ${(bytes / 1048576).toFixed(1)} MiB; RSS ` +
      growth.map((w) => `${w.name} ${mib(w.before)} -> peak ${mib(w.peak)} MiB (+${w.growthMib.toFixed(0)})`).join(', ') +
      `; load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `  goal (first byte <= ${EXPORT_GOALS.firstByteMs} ms, whole <= ${EXPORT_GOALS.wholeMs / 1000} s, RSS <= +${EXPORT_GOALS.rssGrowthMib} MiB): ${ok ? 'met' : 'not met'}`,
  );
  return { firstByte, whole, bytes, growth, ok, failure };
}
