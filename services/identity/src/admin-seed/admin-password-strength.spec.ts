import { describe, expect, it } from '@jest/globals';
import { adminPasswordProblem } from './admin-password-strength.js';

describe('adminPasswordProblem (the first administrator password a production start accepts)', () => {
  it('refuses anything shorter than 12 characters, however random', () => {
    expect(adminPasswordProblem('k#9Qz!2vL@x', 'admin')).toBe('ADMIN_PASSWORD must be at least 12 characters in production');
  });

  it('refuses long passwords that a guesser tries early (score below 3), saying why', () => {
    for (const weak of ['password1234', 'qwertyuiop123', 'administrator1', 'aaaaaaaaaaaaaaaa', '123456789012']) {
      expect(adminPasswordProblem(weak, 'admin')).toMatch(
        /^ADMIN_PASSWORD is too easy to guess for production \(strength [0-2] of 4, at least 3 needed\)/,
      );
    }
    // The username counts as a known word.
    expect(adminPasswordProblem('maria.lopez2026', 'maria.lopez')).toMatch(/too easy to guess/);
  });

  it('accepts a long random or passphrase-like password', () => {
    expect(adminPasswordProblem('c8f2e1a97b5d4306e9aa', 'admin')).toBeNull();
    expect(adminPasswordProblem('correct-horse-battery-staple-Riyadh', 'admin')).toBeNull();
  });
});
