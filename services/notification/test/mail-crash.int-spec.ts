import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { RpcClient } from '@rtm/backend/nats';
import {
  createTestEnv,
  destroyTestEnv,
  eventually,
  killProcess,
  startSourceProcess,
  stopProcesses,
  gatewayRpcOptions,
  TestPublisher,
} from '@rtm/backend/testing';
import { SUBJECTS, type Actor, type UserSummary } from '@rtm/contracts';
import { SKIP_REASONS } from '../src/mail/mail-sender.js';
import { domainEvent, publishUser, userSummary } from './notification-test-app.js';
import { TestSmtpServer } from './smtp-test-server.js';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface MailRow {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
}

/**
 * The notification service killed (SIGKILL) in the middle of sending a mail, then started again. SMTP has no
 * idempotency: killed before the SMTP server was contacted, the mail is sent once after the restart; killed
 * after the server took it, the mail is recorded as unknown and not sent again. The test stops the service at
 * those points with a database lock it holds (the service waits on it), so no timing decides the outcome.
 */
describe('mail sending across a crash of the notification service', () => {
  const env = createTestEnv('notif_crash');
  const admin: Actor = { id: randomUUID(), role: 'system_admin' };
  // A send that times out is retried only a minute later: a busy CI machine needs more than a second for SMTP. The
  // restart picks an interrupted mail up once its claim (three SMTP timeouts, 12 s) has run out.
  const serviceEnv = { ...env, MAIL_POLL_MS: '100', SMTP_TIMEOUT_MS: '4000', SCHEDULER_INTERVAL_MS: '3600000', HEALTH_PORT: '0' };
  let child: ChildProcess | undefined;
  let smtp: TestSmtpServer;
  let publisher: TestPublisher;
  let rpc: RpcClient;
  let db: pg.Client;
  let locker: pg.Client;
  let user: UserSummary;

  const mailOfRisk = (riskId: string) =>
    eventually(async () => {
      const { rows } = await db.query<MailRow>('select id, status, attempts, error from notification.mail where risk_id = $1', [riskId]);
      return rows[0];
    }, 15_000);
  const arrived = (mailId: string) => smtp.mails.filter((m) => m.messageId === `<${mailId}@rtm>`);

  async function startService(): Promise<void> {
    child = startSourceProcess(MAIN, serviceEnv);
    await eventually(() => rpc.send(SUBJECTS.notification.escalationList, {}, admin), 60_000, 200);
  }

  /** A risk_created for the user: one mail to send. */
  async function riskCreated(): Promise<string> {
    const riskId = randomUUID();
    const risk = { id: riskId, riskId: 'RSK-2026-0001', title: 'Flooded server room', ownerId: user.id, riskScore: 12, status: 'open' };
    await publisher.publish(domainEvent({ type: 'risk_created', actor: admin, entity: { type: 'risk', id: riskId }, data: { risk } }));
    return riskId;
  }

  const lockerPid = async () => (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;

  /** Until the service waits on the lock `locker` holds. */
  const serviceBlocked = async () => {
    const pid = await lockerPid();
    await eventually(async () => {
      const { rows } = await db.query('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [pid]);
      return rows.length > 0;
    }, 15_000);
  };

  /**
   * SIGKILL, then the lock released. PostgreSQL notices a dead client only when it next talks to it, so the
   * statement the service was waiting with is ended first: it never reached the database, as in a real crash.
   */
  async function crash(): Promise<void> {
    await killProcess(child!);
    await db.query('select pg_terminate_backend(pid) from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [await lockerPid()]);
    await locker.query('rollback');
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    publisher = await TestPublisher.connect(env);
    rpc = new RpcClient({ ...gatewayRpcOptions(env), name: 'notification-crash-test' });
    await rpc.connect();
    await startService();
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    locker = new pg.Client({ connectionString: env.DATABASE_URL });
    await Promise.all([db.connect(), locker.connect()]);
    await rpc.send(SUBJECTS.notification.smtpSave, { host: '127.0.0.1', port: smtp.port, fromEmail: 'risks@example.com' }, admin);
    user = userSummary({ email: 'crash.owner@example.com' });
    await publishUser(publisher, user, admin);
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(child ? [child] : []);
    await locker?.end();
    await db?.end();
    await rpc?.close();
    await publisher?.close();
    await smtp?.close();
    await destroyTestEnv(env);
  });

  it('killed right before the send: the mail is sent once after the restart', async () => {
    // The sender reads the SMTP settings after claiming the mail and before contacting the server.
    await locker.query('begin');
    await locker.query('lock table notification.smtp_settings in access exclusive mode');
    const riskId = await riskCreated();
    await serviceBlocked();
    expect(await mailOfRisk(riskId)).toMatchObject({ status: 'sending', attempts: 1 });
    await crash();

    await startService();
    const mail = await eventually(async () => {
      const row = await mailOfRisk(riskId);
      return row.status === 'sent' && row;
    }, 45_000);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(arrived(mail.id)).toHaveLength(1);
  }, 180_000);

  it('killed right after the SMTP server took the mail: recorded as unknown, not sent again', async () => {
    // The server takes the mail only once the test holds the mail's row: the sender then waits to record it.
    smtp.beforeAccept = async (mail) => {
      if (!mail.subject?.startsWith('New risk')) return; // the daily digest the restart brought
      smtp.beforeAccept = null;
      await locker.query('begin');
      await locker.query('select 1 from notification.mail where id = $1 for update', [/^<(.+)@rtm>$/.exec(mail.messageId ?? '')?.[1]]);
    };
    const riskId = await riskCreated();
    await serviceBlocked();
    const { id } = await mailOfRisk(riskId);
    expect(arrived(id)).toHaveLength(1);
    await crash();

    await startService();
    const mail = await eventually(async () => {
      const row = await mailOfRisk(riskId);
      return row.status === 'unknown' && row;
    }, 45_000);
    expect(mail).toMatchObject({ status: 'unknown', attempts: 1, error: SKIP_REASONS.interrupted });
    // Another mail goes out after it, and this one is still not resent.
    const next = await mailOfRisk(await riskCreated());
    await eventually(async () => arrived(next.id).length === 1, 40_000);
    expect(arrived(id)).toHaveLength(1);
    expect((await mailOfRisk(riskId)).status).toBe('unknown');
  }, 180_000);
});
