import { describe, expect, it } from '@jest/globals';
import { devNatsPassword, natsConnectOptions, natsEventsUrl, natsUrlAs, redactNatsUrl } from './nats-url.js';

describe('NATS URLs', () => {
  it('splits the credentials off every server and gives the user its own inbox prefix', () => {
    expect(natsConnectOptions('nats://risk:s%40cret@a:4222, nats://risk:s%40cret@b:4222')).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
      user: 'risk',
      pass: 's@cret',
      inboxPrefix: '_INBOX_risk',
    });
    expect(natsConnectOptions('nats://a:4222')).toEqual({ servers: ['nats://a:4222'] });
  });

  it("gives a service's events connection its events user with the same password", () => {
    const url = natsUrlAs('nats://a:4222,nats://b:4222', 'risk', 'p@ss');
    expect(natsConnectOptions(natsEventsUrl(url, 'risk'))).toMatchObject({
      servers: ['nats://a:4222', 'nats://b:4222'],
      user: 'risk-events',
      pass: 'p@ss',
      inboxPrefix: '_INBOX_risk-events',
    });
  });

  it('keeps any other URL as it is (the administrator in tests, a server without users)', () => {
    const admin = natsUrlAs('nats://a:4222', 'admin');
    expect(natsEventsUrl(admin, 'risk')).toBe(admin);
    expect(natsEventsUrl('nats://a:4222', 'risk')).toBe('nats://a:4222');
  });

  it("gives an events user its service's development password, and hides passwords in logs", () => {
    expect(devNatsPassword('task-events')).toBe(devNatsPassword('task'));
    expect(redactNatsUrl('nats://task:secret@a:4222,nats://task:secret@b:4222')).toBe('nats://task:***@a:4222,nats://task:***@b:4222');
  });
});
