import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { ConsoleLogger } from '@nestjs/common';
import { connect } from '@nats-io/transport-node';
import { Objm } from '@nats-io/obj';
import { natsConnectOptions } from '@rtm/backend/nats';
import { ATTACHMENT_ROOM, AttachmentBucket, type AttachmentRoom } from '@rtm/backend/attachments';
import { eventually } from '@rtm/backend/testing';
import { attachmentBucket, RISK_ATTACHMENT_SUBJECTS, SUBJECTS, type AttachmentView, type RiskView } from '@rtm/contracts';
import { Clock } from '../src/common/clock.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const A = RISK_ATTACHMENT_SUBJECTS;
const HOUR = 60 * 60 * 1000;

/**
 * Risk evidence in the risk service against the real object store (issue 28): the record of a stored upload with its
 * one event, validity marked expired by the service's day, the deletion of a deleted risk's files (idempotent), and the
 * nightly sweep (objects without a row removed after an hour, rows without an object reported).
 */
describe('risk attachments', () => {
  let app: RiskTestApp;
  let owner: TestUser;
  let member: TestUser;
  let bucket: AttachmentBucket;
  let room: AttachmentRoom;
  let clock: Clock;
  const realNow = () => new Date();

  beforeAll(async () => {
    app = await RiskTestApp.start('attachments');
    owner = await app.user('manager');
    member = await app.user('team_member');
    bucket = new AttachmentBucket(app.stream.nc, app.env.NATS_PREFIX, new ConsoleLogger());
    room = app.risk.get(ATTACHMENT_ROOM);
    clock = app.risk.get(Clock);
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  const newRisk = async () => {
    const department = await app.department(`Evidence ${randomUUID().slice(0, 6)}`);
    return app.send<RiskView>(SUBJECTS.risk.risksCreate, {
      title: 'Evidence risk',
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [department.id],
      likelihood: 2,
      impact: 2,
    });
  };

  /** Stores bytes as the gateway does and records them as `member`. */
  const attach = async (riskId: string, bytes: Buffer, validUntil: string | null = null) => {
    const object = `risk/${randomUUID()}`;
    await bucket.put(object, new Blob([new Uint8Array(bytes)]).stream());
    const view = await app.send<AttachmentView>(
      A.create,
      {
        riskId,
        object,
        fileName: 'evidence.txt',
        fileSize: bytes.length,
        contentType: 'text/plain',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        validUntil,
      },
      member,
    );
    return { object, view };
  };

  it('records a stored file with one attachment_added event naming its risk, and marks it expired past its day', async () => {
    const risk = await newRisk();
    const before = (await app.events()).length;
    const { view } = await attach(risk.id, Buffer.from('policy v1'), '2030-01-31');
    expect(view).toMatchObject({ riskId: risk.id, taskId: null, uploadedBy: member.id, validUntil: '2030-01-31', expired: false });
    const events = (await app.events()).slice(before);
    expect(events.map((e) => [e.type, e.entity])).toEqual([['attachment_added', { type: 'risk', id: risk.id }]]);
    expect(events[0].data).toMatchObject({ itemType: 'risk', itemCode: risk.riskId, ownerId: owner.id, attachment: { id: view.id } });

    clock.now = () => new Date('2030-02-01T08:00:00Z');
    try {
      const [later] = await app.send<AttachmentView[]>(A.list, { riskId: risk.id }, member);
      expect(later).toMatchObject({ id: view.id, expired: true, canDelete: true });
    } finally {
      clock.now = realNow;
    }
  });

  it("deletes a deleted risk's rows and objects once, however often the deletion is delivered", async () => {
    const risk = await newRisk();
    const first = await attach(risk.id, Buffer.from('one'));
    const second = await attach(risk.id, Buffer.from('two'));
    await app.send(SUBJECTS.risk.risksDelete, { id: risk.id }, app.admin);
    await eventually(async () => (await app.count('risk_attachment', 'risk_id = ?', [risk.id])) === 0, 10_000);
    expect(await bucket.get(first.object)).toBeNull();
    expect(await bucket.get(second.object)).toBeNull();
    // A second delivery finds nothing left and succeeds.
    await app.orm.em.fork().transactional((tx) => room.deleteForItem(tx, risk.id));
  });

  it('sweeps objects without metadata after an hour and reports metadata without object', async () => {
    const risk = await newRisk();
    const kept = await attach(risk.id, Buffer.from('kept'));
    const lost = await attach(risk.id, Buffer.from('lost'));
    await bucket.remove(lost.object);
    const orphan = `risk/${randomUUID()}`;
    await bucket.put(orphan, new Blob([new Uint8Array(Buffer.from('left by a crash'))]).stream());

    // Within the hour an upload may be on its way to its row: nothing is removed.
    let report = await room.sweep();
    expect(report.removedObjects).not.toContain(orphan);
    expect(await bucket.get(orphan)).not.toBeNull();

    clock.now = () => new Date(Date.now() + 2 * HOUR);
    try {
      report = await room.sweep();
    } finally {
      clock.now = realNow;
    }
    expect(report.removedObjects).toContain(orphan);
    expect(report.missingObjects).toContain(lost.view.id);
    expect(report.missingObjects).not.toContain(kept.view.id);
    expect(await bucket.get(orphan)).toBeNull();
    expect(await bucket.get(kept.object)).not.toBeNull();
  });

  it('reminds once of each file whose validity ends within 14 days: attachment_expiring to its uploader and the owner', async () => {
    const risk = await newRisk();
    const day = (offset: number) => new Date(Date.now() + offset * 24 * HOUR).toISOString().slice(0, 10);
    const soon = await attach(risk.id, Buffer.from('soon'), day(10));
    const later = await attach(risk.id, Buffer.from('later'), day(40));
    const before = (await app.events()).length;
    expect(await room.remindDue()).toBeGreaterThanOrEqual(1);
    expect(await room.remindDue()).toBe(0);
    const reminders = (await app.events()).slice(before).filter((e) => e.type === 'attachment_expiring');
    const mine = reminders.filter((e) => (e.data as { attachment: { id: string } }).attachment.id === soon.view.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].data).toMatchObject({ itemCode: risk.riskId, ownerId: owner.id, daysLeft: 10, attachment: { uploadedBy: member.id } });
    expect(reminders.some((e) => (e.data as { attachment: { id: string } }).attachment.id === later.view.id)).toBe(false);
  });

  it('leaves no half object visible when an upload is cut off (its connection dies mid-upload), and purges its chunks at the second sweep', async () => {
    // The gateway's side of an upload on a connection of its own, killed after the first megabytes.
    const nc = await connect(natsConnectOptions(app.env.NATS_URL));
    const store = await new Objm(nc).open(attachmentBucket(app.env.NATS_PREFIX));
    const name = `risk/${randomUUID()}`;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent < 3) {
          sent += 1;
          controller.enqueue(new Uint8Array(1024 * 1024));
        }
        // Then it hangs, as a client that stopped sending.
        return sent >= 3 ? new Promise(() => undefined) : undefined;
      },
    });
    // Never settled when the connection closes while it waits for the stream's next chunk: not awaited.
    void store.put({ name }, endless).catch(() => undefined);
    await eventually(async () => (await bucket.unreferencedChunks()).length > 0, 10_000);
    await nc.close();

    expect(await bucket.get(name)).toBeNull();
    expect((await bucket.list('risk/')).map((o) => o.name)).not.toContain(name);
    const cutOff = await bucket.unreferencedChunks();
    expect(cutOff).toHaveLength(1);
    // The first sweep notes them (an upload may be in flight), the next purges them.
    expect((await room.sweep()).purgedChunks).toBe(0);
    expect((await room.sweep()).purgedChunks).toBe(1);
    expect(await bucket.unreferencedChunks()).toEqual([]);
  }, 60_000);

  it('answers 404 for a file of another service and 403 for a delete by someone else', async () => {
    const risk = await newRisk();
    const { view } = await attach(risk.id, Buffer.from('mine'));
    const other = await app.user('team_member');
    await expect(app.send(A.delete, { id: view.id }, other)).rejects.toMatchObject({ status: 403 });
    await expect(app.send(A.file, { id: randomUUID() }, other)).rejects.toMatchObject({ status: 404 });
  });
});
