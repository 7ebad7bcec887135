import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, eventually } from './support/fixtures.js';

/**
 * The supervisor of `npm start` (scripts/supervisor.mjs through scripts/stack.mjs): real processes killed
 * with SIGKILL come back by themselves. Needs the builds (like the API tests); runs its own stack.
 */
describe('npm start supervisor', () => {
  let stack: OwnStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startOwnStack('supervisor', ['identity'], { restart: true });
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const health = () =>
    fetch(`${stack.baseUrl}/health`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );

  it('starts a killed gateway again: /health answers and the session (in PostgreSQL) still holds', async () => {
    const before = stack.pidOf('gateway')!;
    process.kill(before, 'SIGKILL');
    await eventually(async () => (await health()) === 0);
    await eventually(async () => (await health()) === 200, 20_000);
    expect(stack.pidOf('gateway')).not.toBe(before);
    expect((await admin.get('/api/auth/me')).status).toBe(200);
  }, 30_000);

  it('starts a killed service again: its routes answer once it is back', async () => {
    const before = stack.pidOf('identity')!;
    process.kill(before, 'SIGKILL');
    await eventually(async () => stack.pidOf('identity') !== before, 20_000);
    const users = await eventually(async () => {
      const res = await admin.get('/api/users');
      return res.status === 200 && res;
    }, 30_000);
    expect(Array.isArray(users.body)).toBe(true);
  }, 60_000);
});
