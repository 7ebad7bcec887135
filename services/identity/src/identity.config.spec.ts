import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@rtm/backend/config';
import { DEV_ADMIN_PASSWORD, IdentityConfig } from './identity.config.js';

describe(IdentityConfig.name, () => {
  it('creates the development administrator with the documented default password', () => {
    expect(loadConfig(IdentityConfig, {}).ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
  });

  it('refuses to start in production until ADMIN_PASSWORD is set to a password of its own', () => {
    expect(() => loadConfig(IdentityConfig, { NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD must be set/);
    expect(() => loadConfig(IdentityConfig, { NODE_ENV: 'production', ADMIN_PASSWORD: 'admin123' })).toThrow(/ADMIN_PASSWORD/);
    expect(
      loadConfig(IdentityConfig, {
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'a-strong-first-password',
        ACTOR_SIGNING_KEY: 'a-long-production-signing-key',
      }).ADMIN_PASSWORD,
    ).toBe('a-strong-first-password');
  });
});
