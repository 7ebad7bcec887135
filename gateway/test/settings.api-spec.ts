import { createServer, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS, NOTIFICATION_MESSAGES as M, TEMPLATE_TYPES, type UserRole } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { eventually, signedInAdmin, signedInAs } from './support/fixtures.js';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

// Three values per row: with fewer, Jest would pass its done callback as `body`.
const ENDPOINTS: [string, string, unknown][] = [
  ['GET', '/api/smtp-settings', undefined],
  ['POST', '/api/smtp-settings', { host: 'smtp.example.com', fromEmail: 'a@example.com' }],
  ['POST', '/api/smtp-settings/test', { host: 'smtp.example.com', fromEmail: 'a@example.com', to: 'b@example.com' }],
  ['GET', '/api/email-templates', undefined],
  ['POST', '/api/email-templates', { name: 'x', type: 'task_assigned', subject: 'x', bodyHtml: 'x' }],
  ['PATCH', `/api/email-templates/${SOME_UUID}`, { isActive: false }],
  ['DELETE', `/api/email-templates/${SOME_UUID}`, undefined],
  ['GET', '/api/escalation-settings', undefined],
  ['PATCH', '/api/escalation-settings/1', { daysBeforeDue: 3 }],
];

/** A loopback port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('settings API (SMTP, templates, escalation rules)', () => {
  let admin: ApiClient;
  const others = {} as Record<Exclude<UserRole, 'system_admin'>, ApiClient>;

  beforeAll(async () => {
    admin = await signedInAdmin();
    for (const role of ['executive', 'manager', 'team_member'] as const) others[role] = (await signedInAs(admin, role)).client;
  });

  it.each(ENDPOINTS)('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await new ApiClient().request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: ERRORS.unauthenticated });
  });

  it.each(ENDPOINTS)('%s %s answers 403 to every role but system_admin', async (method, path, body) => {
    for (const role of ['executive', 'manager', 'team_member'] as const) {
      const res = await others[role].request(method, path, { body });
      expect({ role, status: res.status, body: res.body }).toEqual({
        role,
        status: 403,
        body: { statusCode: 403, message: ERRORS.forbidden },
      });
    }
  });

  describe('/api/smtp-settings', () => {
    // Nothing listens on port 1, so the mails other tests cause fail at once instead of waiting for a server.
    const form = {
      host: '127.0.0.1',
      port: 1,
      secure: false,
      username: 'mailer',
      fromEmail: 'risks@example.com',
      fromName: 'Risks',
    };

    it('saves the settings and never answers the password; an empty password keeps the stored one', async () => {
      const saved = await admin.post('/api/smtp-settings', { ...form, password: 'api-secret' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ ...form, hasPassword: true, isActive: true });
      expect(saved.text).not.toContain('api-secret');
      expect(saved.body).not.toHaveProperty('password');

      const kept = await admin.post('/api/smtp-settings', { ...form, password: '' });
      expect(kept.body).toMatchObject({ id: saved.body.id, hasPassword: true });
      const read = await admin.get('/api/smtp-settings');
      expect(read.status).toBe(200);
      expect(read.body).toEqual(kept.body);
    });

    it('refuses a host with a line break and a port that is not a number, in the language of the request', async () => {
      const res = await admin.post('/api/smtp-settings', { ...form, host: 'smtp.example.com\r\nX-Injected: 1', port: 'abc' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([M.hostInvalid, M.portInvalid]);

      const ar = await admin.post('/api/smtp-settings', { ...form, host: 'a\nb' }, { headers: { 'Accept-Language': 'ar' } });
      expect(ar.status).toBe(400);
      expect(ar.body.message).toBe('يجب أن يكون خادم SMTP اسم مضيف أو عنوان IP بلا مسافات ولا فواصل أسطر');
    });

    it('refuses a port outside 1..65535 with a message and keeps the stored one (issue 23: 70000 was saved as 65535)', async () => {
      const stored = (await admin.get('/api/smtp-settings')).body.port;
      for (const port of [70000, 0, 65536]) {
        const res = await admin.post('/api/smtp-settings', { ...form, port });
        expect([res.status, res.body.message]).toEqual([400, M.portInvalid]);
      }
      expect((await admin.get('/api/smtp-settings')).body.port).toBe(stored);
    });

    it('records each change in the activity log, password masked, for system admins only (issue 23)', async () => {
      const fromName = `Risks ${Date.now()}`;
      const saved = await admin.post('/api/smtp-settings', { ...form, fromName, password: 'audit-secret-value' });
      expect(saved.status).toBe(200);
      const item = await eventually(async () => {
        const res = await admin.get('/api/activities?actionType=settings_changed&limit=50');
        expect(res.status).toBe(200);
        return (res.body as { metadata: { changes: { field: string; to: unknown }[] } }[]).find((a) =>
          a.metadata.changes.some((c) => c.field === 'fromName' && c.to === fromName),
        );
      });
      expect(item).toMatchObject({
        actionType: 'settings_changed',
        entityType: 'settings',
        entityId: 'smtp',
        userId: expect.any(String),
        metadata: { setting: 'smtp', change: 'updated' },
      });
      expect(item.metadata.changes).toEqual(
        expect.arrayContaining([
          { field: 'fromName', from: expect.anything(), to: fromName },
          { field: 'password', from: '********', to: '********' },
        ]),
      );
      expect(JSON.stringify(item)).not.toContain('audit-secret');

      // A manager reads the log without settings changes, filtered or not.
      for (const query of ['actionType=settings_changed', 'entityType=settings', 'limit=200']) {
        const res = await others.manager.get(`/api/activities?${query}`);
        expect(res.status).toBe(200);
        expect((res.body as { actionType: string }[]).filter((a) => a.actionType === 'settings_changed')).toEqual([]);
      }
      expect((await others.manager.get('/api/activities?actionType=settings_changed')).headers.get('x-total-count')).toBe('0');
    });

    it("answers the SMTP server's reply to the test mail (here: nothing listens, which it says without the port's detail)", async () => {
      const port = await closedPort();
      // Another port than the stored one: the stored password is not sent there.
      const untyped = await admin.post('/api/smtp-settings/test', { ...form, host: '127.0.0.1', port, to: 'admin@example.com' });
      expect(untyped.status).toBe(400);
      expect(untyped.body.message).toBe(M.passwordForOtherServer);

      const res = await admin.post('/api/smtp-settings/test', {
        ...form,
        host: '127.0.0.1',
        port,
        password: 'typed',
        to: 'admin@example.com',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, response: M.smtpCouldNotConnect });

      const noRecipient = await admin.post('/api/smtp-settings/test', { ...form, to: 'nobody' });
      expect(noRecipient.status).toBe(400);
      expect(noRecipient.body.message).toBe(M.testRecipientInvalid);
    });
  });

  describe('/api/email-templates', () => {
    it('lists the seeded templates of every type in English and Arabic', async () => {
      const res = await admin.get('/api/email-templates');
      expect(res.status).toBe(200);
      for (const type of TEMPLATE_TYPES) {
        expect(
          res.body
            .filter((t: { type: string }) => t.type === type)
            .map((t: { language: string }) => t.language)
            .sort(),
        ).toEqual(['ar', 'en']);
      }
    });

    it('creates (201), edits and deletes a template; a second one of a type and language is 409', async () => {
      const list = (await admin.get('/api/email-templates')).body as { id: string; type: string; language: string }[];
      const seeded = list.find((t) => t.type === 'risk_updated' && t.language === 'ar')!;
      const duplicate = await admin.post('/api/email-templates', {
        name: 'Copy',
        type: 'risk_updated',
        language: 'ar',
        subject: 'x',
        bodyHtml: '<p>x</p>',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe(M.templateTypeTaken);

      expect((await admin.request('DELETE', `/api/email-templates/${seeded.id}`)).status).toBe(200);
      const created = await admin.post('/api/email-templates', {
        name: 'تحديث',
        type: 'risk_updated',
        language: 'ar',
        subject: '{{riskId}}',
        bodyHtml: '<p>{{riskTitle}}</p>',
      });
      expect(created.status).toBe(201);
      const edited = await admin.patch(`/api/email-templates/${created.body.id}`, { isActive: false });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: created.body.id, isActive: false, subject: '{{riskId}}' });

      expect((await admin.request('DELETE', `/api/email-templates/${SOME_UUID}`)).status).toBe(404);
    });

    it("answers 400 with the compiler's message for a template that does not compile", async () => {
      const res = await admin.post('/api/email-templates', {
        name: 'Broken',
        type: 'daily_digest',
        subject: 'Digest',
        bodyHtml: '<p>{{#each tasks}}{{title}}</p>',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^The HTML body does not compile: Parse error on line 1:.*Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF'$/s,
      );

      const helper = await admin.post('/api/email-templates', {
        name: 'x',
        type: 'daily_digest',
        subject: '{{shout userName}}',
        bodyHtml: 'x',
      });
      expect(helper.status).toBe(400);
      expect(helper.body.message).toContain('unknown helper shout');
    });

    it('checks the fields and the id', async () => {
      const res = await admin.post('/api/email-templates', { type: 'weekly', subject: 'a' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([M.templateNameRequired, M.templateTypeInvalid, M.bodyHtmlRequired]);
      const badId = await admin.patch('/api/email-templates/42', { isActive: true });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe(M.templateIdInvalid);
    });
  });

  describe('/api/escalation-settings', () => {
    it('lists the seeded rule and changes one field at a time', async () => {
      const list = await admin.get('/api/escalation-settings');
      expect(list.status).toBe(200);
      const rule = list.body[0];
      expect(rule).toMatchObject({ id: expect.any(Number), name: expect.any(String), isActive: true });

      const changed = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: 2 });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: rule.id, daysBeforeDue: rule.daysBeforeDue, daysOverdue: 2 });
      expect((await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: rule.daysOverdue })).status).toBe(200);
    });

    it('accepts whole numbers only and answers 404 for an unknown rule', async () => {
      const rule = (await admin.get('/api/escalation-settings')).body[0];
      const fraction = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysBeforeDue: 2.5 });
      expect(fraction.status).toBe(400);
      expect(fraction.body.message).toBe(M.daysBeforeDueInvalid);
      const negative = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: -1 });
      expect(negative.body.message).toBe(M.daysOverdueInvalid);
      const badId = await admin.patch('/api/escalation-settings/abc', { isActive: true });
      expect(badId.status).toBe(400);
      expect(badId.body.message).toBe(M.escalationIdInvalid);
      const unknown = await admin.patch('/api/escalation-settings/999999', { isActive: true });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(M.escalationNotFound);
    });

    it('keeps escalation steps: at most two ascending whole numbers, each after Days Overdue', async () => {
      const rule = (await admin.get('/api/escalation-settings')).body[0];
      const base = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: 1, escalationSteps: [3, 7] });
      expect(base.status).toBe(200);
      expect(base.body).toMatchObject({ daysOverdue: 1, escalationSteps: [3, 7] });
      expect((await admin.get('/api/escalation-settings')).body[0].escalationSteps).toEqual([3, 7]);

      for (const steps of [[7, 3], [3, 3], [2.5], [0], [366], [2, 4, 6], ['3'], 3, null]) {
        const res = await admin.patch(`/api/escalation-settings/${rule.id}`, { escalationSteps: steps });
        expect({ steps, status: res.status, message: res.body.message }).toEqual({ steps, status: 400, message: M.escalationStepsInvalid });
      }
      // Checked against the stored Days Overdue, and Days Overdue against the stored steps.
      const notAfter = await admin.patch(`/api/escalation-settings/${rule.id}`, { escalationSteps: [1, 5] });
      expect(notAfter.status).toBe(400);
      expect(notAfter.body.message).toBe(M.escalationStepsNotAfterOverdue);
      const overdueTooLate = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: 3 });
      expect(overdueTooLate.status).toBe(400);
      expect(overdueTooLate.body.message).toBe(M.escalationStepsNotAfterOverdue);
      const arabic = await admin.request('PATCH', `/api/escalation-settings/${rule.id}`, {
        body: { escalationSteps: [9, 8] },
        headers: { 'Accept-Language': 'ar' },
      });
      expect(arabic.body.message).toBe('يجب أن تكون درجات التصعيد عددين صحيحين على الأكثر من 1 إلى 365 بترتيب تصاعدي');
      expect((await admin.get('/api/escalation-settings')).body[0]).toMatchObject({ daysOverdue: 1, escalationSteps: [3, 7] });

      const cleared = await admin.patch(`/api/escalation-settings/${rule.id}`, { daysOverdue: rule.daysOverdue, escalationSteps: [] });
      expect(cleared.body.escalationSteps).toEqual([]);
    });
  });
});

describe('GET /api/escalation-alerts', () => {
  it('answers every signed-in role with the groups and the window, and 401 without a session', async () => {
    const admin = await signedInAdmin();
    const { client } = await signedInAs(admin, 'team_member');
    for (const caller of [admin, client]) {
      const res = await caller.get('/api/escalation-alerts');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        overdueTasks: expect.any(Array),
        upcomingTasks: expect.any(Array),
        criticalRisks: expect.any(Array),
        settings: { daysBeforeDue: expect.any(Number) },
        overdueCount: expect.any(Number),
        upcomingCount: expect.any(Number),
        criticalCount: expect.any(Number),
        // Issue 25, beside the spec's groups.
        outsideAppetite: expect.any(Array),
        outsideAppetiteCount: expect.any(Number),
      });
    }
    const anonymous = await new ApiClient().get('/api/escalation-alerts');
    expect(anonymous.status).toBe(401);
  });
});
