import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions } from '@rtm/backend/testing';
import {
  MASKED_SECRET,
  SUBJECTS,
  type Actor,
  type ActivityDto,
  type ActivityPage,
  type EmailTemplateDto,
  type EscalationSettingDto,
  type SettingsChangedData,
} from '@rtm/contracts';
import { startNotification } from './notification-test-app.js';

const S = SUBJECTS.notification;

/**
 * Issue 23 item 19: a change of the SMTP settings, an e-mail template or an escalation rule is a `settings_changed`
 * event written to the outbox in the change's own transaction, recorded by the activity log with who and the old and
 * new values (the SMTP password only masked), and listed to system admins only.
 */
describe('settings changes are events in the activity log', () => {
  const env = createTestEnv('notif_setev');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  const manager: Actor = { id: randomUUID(), role: 'manager' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let rpc: RpcClient;

  const send = <T>(subject: string, data: unknown, actor: Actor = admin) => rpc.send<T>(subject, data, actor);
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', `"${service.schema}"`), params);
  const settingsRows = () =>
    sql<{ user_id: string; entity_type: string; entity_id: string; description: string; metadata: SettingsChangedData }>(
      `select * from $schema.activity where action_type = 'settings_changed' order by created_at, id`,
    );
  /** Waits until the log holds `count` settings changes, and answers them. */
  const settingsChanges = (count: number) =>
    eventually(async () => ((await settingsRows()).length >= count ? settingsRows() : undefined), 15_000);

  beforeAll(async () => {
    service = await startNotification(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-settings-events-test' });
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.app.close();
    await destroyTestEnv(env);
  });

  const form = {
    host: 'smtp.example.com',
    port: 587,
    secure: false,
    username: 'mailer',
    fromEmail: 'risks@example.com',
    fromName: 'Risk Desk',
  };

  it('records an SMTP change with who, old and new values, the password masked and never its value', async () => {
    await send(S.smtpSave, { ...form, password: 'first-secret-value' });
    await send(S.smtpSave, { ...form, port: 2525, password: 'second-secret-value' });
    const [created, changed] = await settingsChanges(2);

    expect(created).toMatchObject({ user_id: admin.id, entity_type: 'settings', entity_id: 'smtp' });
    expect(created.metadata).toMatchObject({ setting: 'smtp', name: null, change: 'created' });
    expect(created.metadata.changes).toEqual(
      expect.arrayContaining([
        { field: 'host', from: null, to: 'smtp.example.com' },
        { field: 'password', from: null, to: MASKED_SECRET },
      ]),
    );
    expect(changed.user_id).toBe(admin.id);
    expect(changed.metadata).toMatchObject({ setting: 'smtp', change: 'updated' });
    // Only what changed; the password typed again is a change, masked on both sides.
    expect(changed.metadata.changes).toEqual([
      { field: 'port', from: 587, to: 2525 },
      { field: 'password', from: MASKED_SECRET, to: MASKED_SECRET },
    ]);
    expect(changed.description).toBe('Changed the SMTP settings: port, password');

    // Neither password anywhere: not in the log, not in the outbox that carried the events.
    const everything = JSON.stringify([await sql('select * from $schema.activity'), await sql('select payload from $schema.outbox_event')]);
    expect(everything).not.toContain('first-secret');
    expect(everything).not.toContain('second-secret');
  });

  it("writes the event in the change's transaction: a refused change leaves neither a change nor an event", async () => {
    const before = (await sql<{ n: number }>(`select count(*)::int as n from $schema.outbox_event`))[0].n;
    const [rule] = await send<EscalationSettingDto[]>(S.escalationList, {});
    // Steps not after the overdue day: refused by the service inside the transaction, after the rule was assigned.
    await expect(send(S.escalationUpdate, { id: rule.id, daysOverdue: 5, escalationSteps: [3] })).rejects.toMatchObject({ status: 400 });
    expect((await sql<{ n: number }>(`select count(*)::int as n from $schema.outbox_event`))[0].n).toBe(before);
    // A save of the same values is no change: no event either.
    await send(S.smtpSave, { ...form, port: 2525 });
    expect((await sql<{ n: number }>(`select count(*)::int as n from $schema.outbox_event`))[0].n).toBe(before);
  });

  it('records template and escalation rule changes with their old and new values', async () => {
    const count = (await settingsRows()).length;
    const [template] = (await send<EmailTemplateDto[]>(S.templatesList, {})).filter(
      (t) => t.type === 'task_assigned' && t.language === 'en',
    );
    await send(S.templatesUpdate, { id: template.id, subject: 'New task: {{taskTitle}}' });
    const [rule] = await send<EscalationSettingDto[]>(S.escalationList, {});
    await send(S.escalationUpdate, { id: rule.id, daysOverdue: 1, escalationSteps: [4, 9] });
    const [templateRow, ruleRow] = (await settingsChanges(count + 2)).slice(count);

    expect(templateRow).toMatchObject({ user_id: admin.id, entity_id: template.id });
    expect(templateRow.metadata).toEqual({
      setting: 'email_template',
      name: template.name,
      change: 'updated',
      changes: [{ field: 'subject', from: template.subject, to: 'New task: {{taskTitle}}' }],
      eventId: expect.any(String),
    });
    expect(ruleRow).toMatchObject({ user_id: admin.id, entity_id: String(rule.id) });
    expect(ruleRow.metadata).toMatchObject({ setting: 'escalation_rule', name: rule.name, change: 'updated' });
    expect(ruleRow.metadata.changes).toEqual(
      expect.arrayContaining([{ field: 'escalationSteps', from: rule.escalationSteps, to: [4, 9] }]),
    );
  });

  it('lists settings changes to system admins only', async () => {
    const page = (actor: Actor, filters: Record<string, unknown> = {}) =>
      send<ActivityPage>(S.activitiesList, { limit: 200, ...filters }, actor);
    const kinds = (items: ActivityDto[]) => new Set(items.map((a) => a.actionType));

    const asAdmin = await page(admin);
    expect(kinds(asAdmin.items).has('settings_changed')).toBe(true);
    const asManager = await page(manager);
    expect(kinds(asManager.items).has('settings_changed')).toBe(false);
    expect(asManager.total).toBe(asAdmin.total - asAdmin.items.filter((a) => a.actionType === 'settings_changed').length);
    expect(await page(manager, { actionType: 'settings_changed' })).toMatchObject({ items: [], total: 0 });
    const exported = await send<ActivityDto[]>(S.activitiesExport, {}, manager);
    expect(exported.some((a) => a.actionType === 'settings_changed')).toBe(false);
  });
});
