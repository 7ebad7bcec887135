import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@rtm/backend/config';
import { DEV_SESSION_SECRET, GatewayConfig } from './gateway.config.js';

describe(GatewayConfig.name, () => {
  it('has working defaults for development', () => {
    const config = loadConfig(GatewayConfig, {});
    expect(config).toMatchObject({
      PORT: 3000,
      SESSION_SECRET: DEV_SESSION_SECRET,
      COOKIE_SECURE: 'auto',
      TRUST_PROXY: 'false',
      GATEWAY_SCHEMA: 'gateway',
      BODY_LIMIT: '1mb',
      UPLOAD_BODY_LIMIT: '15mb',
    });
  });

  it('reads numbers from the environment', () => {
    expect(loadConfig(GatewayConfig, { PORT: '4000', LOGIN_MAX_ATTEMPTS: '7' })).toMatchObject({ PORT: 4000, LOGIN_MAX_ATTEMPTS: 7 });
  });

  it('refuses to start in production with the development session secret', () => {
    expect(() => loadConfig(GatewayConfig, { NODE_ENV: 'production' })).toThrow(/SESSION_SECRET must be set/);
    expect(() => loadConfig(GatewayConfig, { NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 16/);
    expect(
      loadConfig(GatewayConfig, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-long-and-random-production-secret',
        ACTOR_SIGNING_KEY: 'another-long-and-random-production-key',
        NATS_URL: 'nats://gateway:a-nats-password@nats:4222',
      }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses to start in production with the development actor signing key', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-long-and-random-production-secret' };
    expect(() => loadConfig(GatewayConfig, production)).toThrow(/ACTOR_SIGNING_KEY must be set/);
    expect(() => loadConfig(GatewayConfig, { ...production, ACTOR_SIGNING_KEY: 'short' })).toThrow(/ACTOR_SIGNING_KEY must be at least 16/);
  });

  it('refuses to start in production with a NATS_URL without a user and password', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-and-random-production-secret',
      ACTOR_SIGNING_KEY: 'another-long-and-random-production-key',
    };
    const refusal = /NATS_URL must carry this process's NATS user and password in production/;
    expect(() => loadConfig(GatewayConfig, production)).toThrow(refusal); // the default URL has none
    expect(() => loadConfig(GatewayConfig, { ...production, NATS_URL: 'nats://nats-0:4222,nats://nats-1:4222' })).toThrow(refusal);
    expect(() => loadConfig(GatewayConfig, { ...production, NATS_URL: 'nats://gateway@nats:4222' })).toThrow(refusal);
    expect(() => loadConfig(GatewayConfig, { ...production, NATS_URL: 'nats://gateway:@nats:4222' })).toThrow(refusal);
    const withCredentials = 'nats://gateway:s3cret@nats-0:4222,nats://gateway:s3cret@nats-1:4222';
    expect(loadConfig(GatewayConfig, { ...production, NATS_URL: withCredentials }).NATS_URL).toBe(withCredentials);
    // Outside production the project's development server is reached without them.
    expect(loadConfig(GatewayConfig, { NATS_URL: 'nats://127.0.0.1:4223' }).NATS_URL).toBe('nats://127.0.0.1:4223');
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig(GatewayConfig, { COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
    expect(() => loadConfig(GatewayConfig, { GATEWAY_SCHEMA: 'drop table' })).toThrow(/GATEWAY_SCHEMA/);
  });
});
