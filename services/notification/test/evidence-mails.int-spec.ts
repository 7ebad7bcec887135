import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RpcClient } from '@rtm/backend/nats';
import { createTestEnv, destroyTestEnv, eventually, gatewayRpcOptions, TestPublisher } from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type AttachmentExpiringData, type Language, type UserSummary } from '@rtm/contracts';
import { domainEvent, startNotification, publishUser, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

/**
 * Issue 28's reminder: an attachment_expiring event (the risk or task service's nightly round) mails the file's uploader
 * and the item's owner, each in their language, through a real SMTP server; a redelivered event mails nobody again.
 */
describe('evidence reminder mails', () => {
  const env = createTestEnv('notif_evidence');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  let service: Awaited<ReturnType<typeof startNotification>>;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let smtp: TestSmtpServer;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    service.orm.em.fork().execute<T[]>(query.replaceAll('$schema', service.schema), params);

  async function addUser(overrides: Partial<UserSummary>, language: Language): Promise<UserSummary> {
    const user = userSummary({ role: 'team_member', ...overrides });
    await publishUser(publisher, user, admin, language);
    return user;
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await startNotification(env, { MAIL_POLL_MS: '100', APP_URL: 'https://rtm.example.com' });
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-evidence-test' });
    await rpc.connect();
    await rpc.send(
      SUBJECTS.notification.smtpSave,
      { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com', fromName: 'Risk Desk' },
      admin,
    );
  });

  afterAll(async () => {
    await rpc?.close();
    await publisher?.close();
    await service?.app.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it("mails the uploader in English and the risk's owner in Arabic, once each", async () => {
    const uploader = await addUser({ firstName: 'Lina', lastName: 'Haddad', email: 'lina.evidence@example.com' }, 'en');
    const owner = await addUser({ firstName: 'Omar', lastName: 'Saleh', email: 'omar.evidence@example.com' }, 'ar');
    const riskId = randomUUID();
    const data: AttachmentExpiringData = {
      itemType: 'risk',
      itemId: riskId,
      itemCode: 'RSK-2026-0042',
      itemTitle: 'Flooded server room',
      ownerId: owner.id,
      daysLeft: 14,
      attachment: {
        id: randomUUID(),
        fileName: 'insurance-certificate.pdf',
        fileUrl: '/api/attachments/x/download',
        fileSize: 1000,
        uploadedBy: uploader.id,
        taskId: null,
        riskId,
        createdAt: new Date().toISOString(),
        contentType: 'application/pdf',
        sha256: 'a'.repeat(64),
        validUntil: '2026-12-12',
        description: null,
        expired: false,
      },
    };
    const event = domainEvent({ type: 'attachment_expiring', actor: null, entity: { type: 'risk', id: riskId }, data: { ...data } });
    await publisher.publish(event);

    const english = await smtp.mailTo('lina.evidence@example.com');
    expect(english.subject).toBe('Evidence expiring on 2026-12-12: insurance-certificate.pdf (RSK-2026-0042)');
    expect(english.text).toContain('Hello Lina Haddad,');
    expect(english.text).toContain(`Open it: https://rtm.example.com/risks/${riskId}`);
    const arabic = await smtp.mailTo('omar.evidence@example.com');
    expect(arabic.subject).toBe('تنتهي صلاحية الدليل في 2026-12-12: insurance-certificate.pdf (RSK-2026-0042)');
    expect(arabic.html).toContain('dir="rtl"');

    await publisher.publish(event);
    const rows = await eventually(async () => {
      const found = await sql<{ type: string; status: string }>(`select type, status from $schema.mail where risk_id = ?`, [riskId]);
      return found.length === 2 && found.every((r) => r.status === 'sent') && found;
    }, 15_000);
    expect(rows.map((r) => r.type)).toEqual(['evidence_expiring', 'evidence_expiring']);
  });
});
