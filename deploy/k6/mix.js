// @ts-check
/**
 * The mixed load, defined once: `npm run bench` (autocannon, scripts/bench/bench.mjs) and the k6 script
 * for operators (deploy/k6/mixed-load.js) both draw their requests from here. Plain ES module without
 * Node or k6 imports, so both runtimes load it.
 */

/**
 * @typedef {object} MixContext
 * @property {string[]} riskIds       risks to read, comment and change
 * @property {string} ownerId         an owner for new risks
 * @property {number[]} departmentIds departments for new risks and filters
 * @property {() => number} random    0 <= x < 1
 */

/**
 * @typedef {object} MixRequest
 * @property {string} name    what it is (a tag for k6, a row of the bench's output)
 * @property {'GET' | 'POST' | 'PATCH'} method
 * @property {string} path    under the gateway, with its query
 * @property {unknown} [body] JSON body of a write
 */

/** @param {MixContext} c @param {string[]} list */
const any = (c, list) => list[Math.floor(c.random() * list.length)];

/**
 * Weight (per cent) and request of each kind: 80 % reads (lists, detail, comments, summary), 20 % writes
 * (create a risk, comment, change a risk).
 * @type {{ weight: number, read: boolean, make: (c: MixContext) => MixRequest }[]}
 */
export const MIX = [
  { weight: 30, read: true, make: () => ({ name: 'list', method: 'GET', path: '/api/risks?limit=50' }) },
  {
    weight: 10,
    read: true,
    make: (c) => ({
      name: 'list filtered',
      method: 'GET',
      path: `/api/risks?limit=50&status=open&departmentId=${any(c, c.departmentIds.map(String))}`,
    }),
  },
  { weight: 20, read: true, make: (c) => ({ name: 'risk', method: 'GET', path: `/api/risks/${any(c, c.riskIds)}` }) },
  { weight: 12, read: true, make: (c) => ({ name: 'comments', method: 'GET', path: `/api/comments/risk/${any(c, c.riskIds)}` }) },
  { weight: 8, read: true, make: () => ({ name: 'summary', method: 'GET', path: '/api/risks/by-department/summary' }) },
  {
    weight: 6,
    read: false,
    make: (c) => ({
      name: 'create risk',
      method: 'POST',
      path: '/api/risks',
      body: {
        title: `Load test risk ${Math.floor(c.random() * 1e9)}`,
        riskType: 'operational',
        ownerId: c.ownerId,
        departmentIds: [any(c, c.departmentIds.map(String))].map(Number),
        likelihood: 1 + Math.floor(c.random() * 5),
        impact: 1 + Math.floor(c.random() * 5),
      },
    }),
  },
  {
    weight: 8,
    read: false,
    make: (c) => ({
      name: 'comment',
      method: 'POST',
      path: '/api/comments',
      body: { riskId: any(c, c.riskIds), content: 'Checked during the load test.' },
    }),
  },
  {
    weight: 6,
    read: false,
    make: (c) => ({
      name: 'change risk',
      method: 'PATCH',
      path: `/api/risks/${any(c, c.riskIds)}`,
      body: { likelihood: 1 + Math.floor(c.random() * 5) },
    }),
  },
];

/** One request of the mix, drawn by weight. @param {MixContext} c @returns {MixRequest} */
export function nextRequest(c) {
  let roll = c.random() * 100;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.make(c);
  }
  return MIX[0].make(c);
}

/** Goals of the mixed load (the issue's): p95 under 100 ms and no errors. */
export const MIX_GOALS = { connections: 50, seconds: 30, p95Ms: 100 };
