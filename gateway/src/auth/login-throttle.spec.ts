import { describe, expect, it } from '@jest/globals';
import { LoginThrottle } from './login-throttle.js';
import type { GatewayConfig } from '../gateway.config.js';

const config = { LOGIN_MAX_ATTEMPTS: 3, LOGIN_MAX_ATTEMPTS_PER_IP: 5, LOGIN_WINDOW_MINUTES: 10 } as GatewayConfig;
const MINUTE = 60_000;

function throttle() {
  const sut = new LoginThrottle(config);
  sut.onModuleDestroy();
  return sut;
}

describe(LoginThrottle.name, () => {
  it('allows attempts below the username limit', () => {
    const sut = throttle();
    sut.failed('1.1.1.1', 'sara', 0);
    sut.failed('1.1.1.1', 'sara', 1);
    expect(sut.retryAfterSeconds('1.1.1.1', 'sara', 2)).toBe(0);
  });

  it('blocks a username (any case, any IP) at the limit until the oldest failure leaves the window', () => {
    const sut = throttle();
    sut.failed('1.1.1.1', 'sara', 0);
    sut.failed('2.2.2.2', 'Sara', 1 * MINUTE);
    sut.failed('3.3.3.3', 'SARA ', 2 * MINUTE);
    expect(sut.retryAfterSeconds('4.4.4.4', 'sara', 2 * MINUTE)).toBe(8 * 60);
    expect(sut.retryAfterSeconds('4.4.4.4', 'sara', 10 * MINUTE + 1)).toBe(0);
  });

  it('blocks an IP at its own limit, whatever the username', () => {
    const sut = throttle();
    for (let i = 0; i < 5; i++) sut.failed('1.1.1.1', `user${i}`, i);
    expect(sut.retryAfterSeconds('1.1.1.1', 'someone-else', 5)).toBeGreaterThan(0);
    expect(sut.retryAfterSeconds('9.9.9.9', 'someone-else', 5)).toBe(0);
  });

  it('clears the username count on success, not the IP count', () => {
    const sut = throttle();
    for (let i = 0; i < 3; i++) sut.failed('1.1.1.1', 'sara', i);
    sut.succeeded('sara');
    expect(sut.retryAfterSeconds('2.2.2.2', 'sara', 3)).toBe(0);
    sut.failed('1.1.1.1', 'omar', 4);
    sut.failed('1.1.1.1', 'omar', 5);
    expect(sut.retryAfterSeconds('1.1.1.1', 'nobody', 6)).toBeGreaterThan(0); // 5 failures from this IP
  });
});
