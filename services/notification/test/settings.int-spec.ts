import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, gatewayRpcOptions } from '@rtm/backend/testing';
import {
  ERRORS,
  NOTIFICATION_MESSAGES as M,
  SUBJECTS,
  TEMPLATE_TYPES,
  type Actor,
  type EmailTemplateDto,
  type EscalationSettingDto,
  type SmtpSettingsDto,
  type SmtpTestResultDto,
} from '@rtm/contracts';
import { startNotification } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

const S = SUBJECTS.notification;

describe('notification settings (SMTP, templates, escalation rules)', () => {
  const env = createTestEnv('notif_set');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;

  const send = <T>(subject: string, data: unknown, actor: Actor | null = admin) => rpc.send<T>(subject, data, actor);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);

  beforeAll(async () => {
    // A short test-mail time, so the cases where no SMTP server answers end soon.
    service = await startNotification(env, { SMTP_TEST_TIMEOUT_MS: '1500' });
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-settings-test' });
    await rpc.connect();
    smtp = await TestSmtpServer.start();
  });

  afterAll(async () => {
    await smtp?.close();
    await rpc?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  describe('SMTP settings', () => {
    const form = () => ({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      username: 'mailer',
      password: 'first-secret',
      fromEmail: 'risks@example.com',
      fromName: 'Risk Desk',
    });

    it('answers the defaults before anything is saved', async () => {
      expect(await send<SmtpSettingsDto>(S.smtpGet, {})).toEqual({
        id: null,
        host: '',
        port: 587,
        secure: false,
        username: null,
        hasPassword: false,
        fromEmail: '',
        fromName: null,
        isActive: true,
        createdAt: null,
        updatedAt: null,
      });
    });

    it('stores the password sealed, never answers it, and keeps it when the form is saved without one', async () => {
      const saved = await send<SmtpSettingsDto>(S.smtpSave, form());
      expect(saved).toMatchObject({ host: '127.0.0.1', port: smtp.port, username: 'mailer', hasPassword: true, isActive: true });
      expect(JSON.stringify(saved)).not.toContain('first-secret');

      const [row] = await sql<{ password_sealed: string }>('select password_sealed from $schema.smtp_settings');
      expect(row.password_sealed).toMatch(/^v1\./);
      expect(row.password_sealed).not.toContain('first-secret');

      // Saved again with the password field left empty, and once without it: the stored one stays.
      const again = await send<SmtpSettingsDto>(S.smtpSave, { ...form(), password: '', fromName: 'Risk Office' });
      expect(again).toMatchObject({ id: saved.id, fromName: 'Risk Office', hasPassword: true });
      await send<SmtpSettingsDto>(S.smtpSave, { ...form(), password: undefined });
      expect(await sql('select password_sealed from $schema.smtp_settings')).toEqual([row]);
      expect(await sql('select count(*)::int as n from $schema.smtp_settings')).toEqual([{ n: 1 }]);

      // The test mail logs in with the password stored at first.
      const result = await send<SmtpTestResultDto>(S.smtpTest, { ...form(), password: '', to: 'admin@example.com' });
      expect(result.ok).toBe(true);
      expect(smtp.logins.at(-1)).toMatchObject({ username: 'mailer', password: 'first-secret' });
      const mail = await smtp.mailTo('admin@example.com');
      expect(mail.from?.value[0]).toEqual({ address: 'risks@example.com', name: 'Risk Desk' });
    });

    it("reports the SMTP server's answer to the test mail, accepted or refused", async () => {
      const accepted = await send<SmtpTestResultDto>(S.smtpTest, { ...form(), to: 'ok@example.com' });
      expect(accepted).toEqual({ ok: true, response: expect.stringMatching(/^250 /) });

      smtp.refuseNext(1, 550, 'Mailbox unavailable');
      const refused = await send<SmtpTestResultDto>(S.smtpTest, { ...form(), to: 'nobody@example.com' });
      expect(refused).toEqual({ ok: false, response: expect.stringContaining('550 Mailbox unavailable') });

      const closed = await TestSmtpServer.start();
      const port = closed.port;
      await closed.close();
      const unreachable = await send<SmtpTestResultDto>(S.smtpTest, { ...form(), port, to: 'ok@example.com' });
      expect(unreachable).toEqual({ ok: false, response: M.smtpCouldNotConnect });
    });

    it('ends a test mail to a server that accepts and never answers within SMTP_TEST_TIMEOUT_MS, saying no more than a closed port', async () => {
      const silent = await silentListener();
      try {
        // The service's answer comes before the request's own 10 s time out: the test mail gave up by itself.
        const result = await rpc.send<SmtpTestResultDto>(S.smtpTest, { ...form(), port: silent.port, to: 'ok@example.com' }, admin, 10_000);
        expect(result).toEqual({ ok: false, response: M.smtpCouldNotConnect });
        expect(silent.connections()).toBe(1); // it did connect: the answer does not say so
      } finally {
        await silent.close();
      }
    });

    it('sends the stored password only to the stored host and port: another server needs it typed', async () => {
      const other = await TestSmtpServer.start();
      const listener = await silentListener();
      try {
        for (const elsewhere of [{ port: other.port }, { port: listener.port }, { host: 'localhost' }]) {
          await expect(send(S.smtpTest, { ...form(), ...elsewhere, password: '', to: 'ok@example.com' })).rejects.toMatchObject({
            status: 400,
            message: M.passwordForOtherServer,
          });
        }
        expect(listener.connections()).toBe(0);
        expect(other.logins).toEqual([]);

        // Typed, the password goes there; the stored one still goes to the stored server.
        const typed = await send<SmtpTestResultDto>(S.smtpTest, {
          ...form(),
          port: other.port,
          password: 'typed-secret',
          to: 'ok@example.com',
        });
        expect(typed.ok).toBe(true);
        expect(other.logins.map((l) => l.password)).toEqual(['typed-secret']);
        const storedOne = await send<SmtpTestResultDto>(S.smtpTest, { ...form(), password: '', to: 'ok@example.com' });
        expect(storedOne.ok).toBe(true);
        expect(smtp.logins.at(-1)).toMatchObject({ username: 'mailer', password: 'first-secret' });
      } finally {
        await listener.close();
        await other.close();
      }
    });

    it('refuses a host with a line break, a bad port or a bad sender, naming the field', async () => {
      await expect(send(S.smtpSave, { ...form(), host: 'smtp.example.com\r\nRCPT TO:<x@evil.test>' })).rejects.toMatchObject({
        status: 400,
        message: M.hostInvalid,
      });
      await expect(send(S.smtpSave, { ...form(), host: 'smtp.example.com\n' })).rejects.toMatchObject({ status: 400 });
      await expect(send(S.smtpSave, { ...form(), port: 70000 })).rejects.toMatchObject({ status: 400, message: M.portInvalid });
      await expect(send(S.smtpSave, { ...form(), fromEmail: 'not-an-address' })).rejects.toMatchObject({
        status: 400,
        message: M.fromEmailInvalid,
      });
      await expect(send(S.smtpSave, { ...form(), fromName: 'Risk\r\nBcc: x@evil.test' })).rejects.toMatchObject({
        status: 400,
        message: M.fromNameInvalid,
      });
    });

    it('is for system admins only', async () => {
      for (const subject of [S.smtpGet, S.smtpSave, S.smtpTest]) {
        await expect(send(subject, { ...form(), to: 'a@example.com' }, { id: randomUUID(), role: 'manager' })).rejects.toMatchObject({
          status: 403,
          message: ERRORS.forbidden,
        });
        await expect(send(subject, { ...form(), to: 'a@example.com' }, null)).rejects.toMatchObject({ status: 401 });
      }
    });
  });

  describe('email templates', () => {
    const list = () => send<EmailTemplateDto[]>(S.templatesList, {});

    it('has every template type seeded in English and in Arabic, active', async () => {
      const templates = await list();
      expect(templates).toHaveLength(TEMPLATE_TYPES.length * 2);
      for (const type of TEMPLATE_TYPES) {
        expect(templates.filter((t) => t.type === type).map((t) => t.language)).toEqual(['en', 'ar']);
      }
      expect(templates.every((t) => t.isActive)).toBe(true);
      expect(templates.find((t) => t.type === 'task_reminder' && t.language === 'en')).toMatchObject({
        subject: 'Reminder: {{taskTitle}} is due on {{dueDate}}',
        bodyHtml: expect.stringContaining('{{taskLink}}'),
      });
    });

    it('creates, updates and deletes a template; the type is unique per language', async () => {
      const seeded = (await list()).find((t) => t.type === 'daily_digest' && t.language === 'ar')!;
      await expect(
        send(S.templatesCreate, { name: 'Another digest', type: 'daily_digest', language: 'ar', subject: 'x', bodyHtml: '<p>x</p>' }),
      ).rejects.toMatchObject({ status: 409, message: M.templateTypeTaken });

      expect(await send(S.templatesDelete, { id: seeded.id })).toEqual({ id: seeded.id });
      const created = await send<EmailTemplateDto>(S.templatesCreate, {
        name: 'ملخص',
        type: 'daily_digest',
        language: 'ar',
        subject: 'ملخص {{userName}}',
        bodyHtml: '<p>{{#if userName}}مرحبًا {{userName}}{{/if}}</p>',
      });
      expect(created).toMatchObject({ type: 'daily_digest', language: 'ar', bodyText: null, isActive: true });

      const updated = await send<EmailTemplateDto>(S.templatesUpdate, { id: created.id, isActive: false, bodyText: 'نص' });
      expect(updated).toMatchObject({ id: created.id, name: 'ملخص', isActive: false, bodyText: 'نص' });

      // Moving an English template onto a type that has one already is refused too.
      const english = (await list()).find((t) => t.type === 'risk_created' && t.language === 'en')!;
      await expect(send(S.templatesUpdate, { id: english.id, type: 'risk_updated' })).rejects.toMatchObject({ status: 409 });

      await expect(send(S.templatesUpdate, { id: randomUUID(), name: 'x' })).rejects.toMatchObject({
        status: 404,
        message: M.templateNotFound,
      });
      await expect(send(S.templatesDelete, { id: 'nope' })).rejects.toMatchObject({ status: 400 });
    });

    it("answers 400 with the compiler's message for a template that does not compile or uses an unknown helper", async () => {
      const template = (await list()).find((t) => t.type === 'task_assigned' && t.language === 'en')!;
      await expect(send(S.templatesUpdate, { id: template.id, bodyHtml: '<p>{{#if userName}}open' })).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^The HTML body does not compile: Parse error on line 1/),
      });
      await expect(send(S.templatesUpdate, { id: template.id, subject: '{{lookupSecrets userName}}' })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining(
          'The subject does not compile: You specified knownHelpersOnly, but used the unknown helper lookupSecrets',
        ),
      });
      await expect(send(S.templatesUpdate, { id: template.id, bodyHtml: '<p>{{{taskTitle}}}</p>' })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('unescaped output'),
      });
      await expect(send(S.templatesUpdate, { id: template.id, bodyText: '{{> header}}' })).rejects.toMatchObject({
        status: 400,
        message: 'The text body does not compile: partials are not supported',
      });
      // Nothing was half-written.
      expect((await list()).find((t) => t.id === template.id)).toEqual(template);
    });

    it('checks the fields and is for system admins only', async () => {
      await expect(send(S.templatesCreate, { type: 'nope', subject: '', bodyHtml: '' })).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining([M.templateTypeInvalid, M.subjectRequired, M.bodyHtmlRequired].join('; ')),
      });
      await expect(send(S.templatesCreate, { name: 'x', type: 'task_assigned', subject: 'a\nb', bodyHtml: 'x' })).rejects.toMatchObject({
        status: 400,
        message: M.subjectInvalid,
      });
      await expect(send(S.templatesList, {}, { id: randomUUID(), role: 'executive' })).rejects.toMatchObject({ status: 403 });
    });
  });

  describe('escalation rules', () => {
    it('has one rule seeded with the defaults of the spec', async () => {
      expect(await send<EscalationSettingDto[]>(S.escalationList, {})).toEqual([
        expect.objectContaining({ id: 1, daysBeforeDue: 3, daysOverdue: 1, isActive: true }),
      ]);
    });

    it('changes one field at a time and checks whole numbers', async () => {
      expect(await send(S.escalationUpdate, { id: 1, daysBeforeDue: 5 })).toMatchObject({
        daysBeforeDue: 5,
        daysOverdue: 1,
        isActive: true,
      });
      expect(await send(S.escalationUpdate, { id: 1, isActive: false })).toMatchObject({ daysBeforeDue: 5, isActive: false });
      await expect(send(S.escalationUpdate, { id: 1, daysOverdue: 1.5 })).rejects.toMatchObject({
        status: 400,
        message: M.daysOverdueInvalid,
      });
      await expect(send(S.escalationUpdate, { id: 99, daysOverdue: 2 })).rejects.toMatchObject({
        status: 404,
        message: M.escalationNotFound,
      });
      await expect(send(S.escalationUpdate, { id: 1, daysOverdue: 2 }, { id: randomUUID(), role: 'team_member' })).rejects.toMatchObject({
        status: 403,
      });
    });
  });
});

/** A TCP listener on a loopback port that accepts connections and never says a word (a filtered port looks alike). */
async function silentListener() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
