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
        ADMIN_PASSWORD: 'c8f2e1a97b5d4306e9aa',
        ACTOR_SIGNING_KEY: 'a-long-production-signing-key',
        NATS_URL: 'nats://identity:a-nats-password@nats:4222',
      }).ADMIN_PASSWORD,
    ).toBe('c8f2e1a97b5d4306e9aa');
  });

  it('refuses in production an administrator password shorter than 12 characters or easy to guess (zxcvbn-ts score below 3)', () => {
    const production = {
      NODE_ENV: 'production',
      ACTOR_SIGNING_KEY: 'a-long-production-signing-key',
      NATS_URL: 'nats://identity:pw@nats:4222',
    };
    expect(() => loadConfig(IdentityConfig, { ...production, ADMIN_PASSWORD: 'Zq7#kP2!' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
    expect(() => loadConfig(IdentityConfig, { ...production, ADMIN_PASSWORD: 'password1234' })).toThrow(
      /ADMIN_PASSWORD is too easy to guess/,
    );
    // The development rules stay as they were.
    expect(loadConfig(IdentityConfig, { ADMIN_PASSWORD: 'password1234' }).ADMIN_PASSWORD).toBe('password1234');
  });
});
