import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN } from './support/fixtures.js';

/**
 * A committee pack (issue 29) while the task service is down: the notification service's one request to it finds no
 * one, and the pack is refused with 503 naming the task service (never a 500 nor a pack with a section silently
 * empty); the register pack, which asks the risk service only, is still made. This file runs its own stack.
 */
describe('committee packs while the task service is down', () => {
  let stack: OwnStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startOwnStack('packsnotask', ['identity', 'risk', 'task', 'notification']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    expect((await admin.getBytes('/api/reports/executive.pdf')).status).toBe(200);
    await stack.stopService('task');
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('refuses the executive pack with 503 naming the task service', async () => {
    const res = await admin.get('/api/reports/executive.pdf');
    expect({ status: res.status, message: res.body?.message }).toEqual({ status: 503, message: ERRORS.serviceUnavailable('task') });
  }, 60_000);

  it('still makes the register pack, which needs the risk service only', async () => {
    const res = await admin.getBytes('/api/reports/register.pdf');
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});
