/** The reads of `npm run bench`: each request on the product (signed in) and on the floor, with autocannon. */
import autocannon from 'autocannon';

const pad = (value, width) => String(value).padStart(width);

/**
 * One autocannon run; answers req/s, p50, p97.5 and the count of non-2xx answers and errors.
 * @param {string} url @param {{ connections: number, seconds: number, headers?: Record<string, string> }} options
 */
export async function load(url, { connections, seconds, headers = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

export function printHeader({ connections, seconds }) {
  console.log(`\nreads: autocannon, ${connections} connections, ${seconds} s each, signed in (product) / plain (floor)`);
  console.log(
    `${'request'.padEnd(24)}${pad('product req/s', 14)}${pad('p50', 6)}${pad('p97.5', 7)}${pad('non-2xx', 9)}${pad('floor req/s', 13)}${pad('p50', 6)}${pad('p97.5', 7)}${pad('non-2xx', 9)}${pad('ratio', 7)}${pad('p97.5 x', 9)}`,
  );
}

/**
 * Each case after a 2 s warm-up on each side; prints one line per case.
 * @param {[name: string, productPath: string, floorPath: string][]} cases
 * @param {{ baseUrl: string, floorUrl: string, headers: Record<string, string>, connections: number, seconds: number }} options
 */
export async function compareReads(cases, { baseUrl, floorUrl, headers, connections, seconds }) {
  for (const [name, productPath, floorPath] of cases) {
    await load(`${baseUrl}${productPath}`, { connections, seconds: 2, headers });
    const product = await load(`${baseUrl}${productPath}`, { connections, seconds, headers });
    await load(`${floorUrl}${floorPath}`, { connections, seconds: 2 });
    const base = await load(`${floorUrl}${floorPath}`, { connections, seconds });
    console.log(
      `${name.padEnd(24)}${pad(product.rps.toFixed(0), 14)}${pad(product.p50, 6)}${pad(product.p975, 7)}${pad(product.bad, 9)}${pad(base.rps.toFixed(0), 13)}${pad(base.p50, 6)}${pad(base.p975, 7)}${pad(base.bad, 9)}${pad(`${(product.rps / base.rps).toFixed(2)}x`, 7)}${pad(`${(product.p975 / Math.max(base.p975, 1)).toFixed(1)}x`, 9)}`,
    );
  }
}
