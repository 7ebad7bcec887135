import { beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_MESSAGES, VALIDATION } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { PASSWORD, clientFromOwnIp, expectValidationErrors, signedInAdmin, signedInAs } from './support/fixtures.js';

describe('PATCH /api/auth/me/password', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  it('changes the own password: the new one signs in, the old one not, other sessions end and this one stays', async () => {
    const { client, user } = await signedInAs(admin, 'team_member');
    const otherDevice = clientFromOwnIp();
    expect((await otherDevice.login(user.username, PASSWORD)).status).toBe(200);

    const res = await client.patch('/api/auth/me/password', { currentPassword: PASSWORD, newPassword: 'a-new-secret-7' });
    expect(res.status).toBe(204);

    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await clientFromOwnIp().login(user.username, PASSWORD)).status).toBe(401);
    expect((await clientFromOwnIp().login(user.username, 'a-new-secret-7')).status).toBe(200);
  });

  it('refuses a wrong current password, an unchanged or short new one, with messages and nothing changed', async () => {
    const { client, user } = await signedInAs(admin, 'manager');
    const wrong = await client.patch('/api/auth/me/password', { currentPassword: 'not-it', newPassword: 'another-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(IDENTITY_MESSAGES.currentPasswordWrong);

    const same = await client.patch('/api/auth/me/password', { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(IDENTITY_MESSAGES.newPasswordSame);

    expectValidationErrors(await client.patch('/api/auth/me/password', { newPassword: '123' }), [
      IDENTITY_MESSAGES.currentPasswordRequired,
      VALIDATION.passwordMin,
    ]);
    expect((await clientFromOwnIp().login(user.username, PASSWORD)).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await clientFromOwnIp().patch('/api/auth/me/password', { currentPassword: PASSWORD, newPassword: 'whatever-1' });
    expect(res.status).toBe(401);
  });
});
