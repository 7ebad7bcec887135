import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { NOTIFICATION_MESSAGES as M } from '@rtm/contracts';
import { passwordForTest, type StoredServer } from './test-password.js';

const stored: StoredServer = { host: 'smtp.example.com', port: 587, password: () => 'stored-secret' };
const form = { host: 'smtp.example.com', port: 587, username: 'mailer', fromEmail: 'risks@example.com', to: 'admin@example.com' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof BadRequestException ? error.message : error;
  }
  return undefined;
};

describe('passwordForTest (which password a test mail logs in with)', () => {
  it('sends the stored password to the stored host and port only (the host in any case, the default port when none is given)', () => {
    expect(passwordForTest(form, stored)).toBe('stored-secret');
    expect(passwordForTest({ ...form, host: ' SMTP.Example.com' }, stored)).toBe('stored-secret');
    expect(passwordForTest({ ...form, port: undefined }, stored)).toBe('stored-secret');
  });

  it('refuses another host or port without a typed password, with a message that says what to do', () => {
    expect(refusal(() => passwordForTest({ ...form, host: 'smtp.attacker.test' }, stored))).toBe(M.passwordForOtherServer);
    expect(refusal(() => passwordForTest({ ...form, port: 2525 }, stored))).toBe(M.passwordForOtherServer);
    expect(refusal(() => passwordForTest({ ...form, port: undefined }, { ...stored, port: 465 }))).toBe(M.passwordForOtherServer);
    expect(refusal(() => passwordForTest(form, { ...stored, password: null }))).toBe(M.noPasswordForTest);
    expect(refusal(() => passwordForTest(form, null))).toBe(M.noPasswordForTest);
  });

  it('uses a typed password anywhere, and none when there is no username to log in with', () => {
    expect(passwordForTest({ ...form, host: 'other.example.com', password: 'typed' }, stored)).toBe('typed');
    expect(passwordForTest({ ...form, host: 'other.example.com', username: null }, stored)).toBeNull();
    expect(passwordForTest({ ...form, username: '' }, stored)).toBeNull();
  });
});
