import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@rtm/backend/config';
import type { IdentityClient } from '../clients/identity.client.js';
import { GatewayConfig } from '../gateway.config.js';
import { AuthController } from './auth.controller.js';
import type { SessionUsers } from './session-users.js';
import type { UserSessions } from './user-sessions.js';
import type { SecurityLog } from '../security-log/security-log.js';

const controllerFor = (env: Record<string, string>) =>
  new AuthController(loadConfig(GatewayConfig, env), {} as IdentityClient, {} as SessionUsers, {} as UserSessions, {} as SecurityLog);

describe('GET /api/auth/login-options', () => {
  it('offers the default administrator hint on a development machine', () => {
    expect(controllerFor({}).loginOptions()).toEqual({ showDefaultAdminHint: true });
  });

  it('never offers it in production', () => {
    const production = controllerFor({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-and-random-production-secret',
      ACTOR_SIGNING_KEY: 'another-long-and-random-production-secret',
      NATS_URL: 'nats://gateway:a-nats-password@nats:4222',
    });
    expect(production.loginOptions()).toEqual({ showDefaultAdminHint: false });
  });
});
