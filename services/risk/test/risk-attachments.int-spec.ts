import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { ConsoleLogger } from '@nestjs/common';
import { connect } from '@nats-io/transport-node';
import { Objm } from '@nats-io/obj';
import { natsConnectOptions } from '@rtm/backend/nats';
import { ATTACHMENT_ROOM, AttachmentBucket, type AttachmentRoom } from '@rtm/backend/attachments';
import { eventually } from '@rtm/backend/testing';
import {
  addDays,
  attachmentBucket,
  RISK_ATTACHMENT_SUBJECTS,
  SUBJECTS,
  type AttachmentView,
  type Page,
  type RiskAcceptanceDto,
  type RiskHistoryEntryDto,
  type RiskReviewDto,
  type RiskView,
} from '@rtm/contracts';
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

  it("lists the upload and the deletion in the risk's history, without counting them as versions of the risk", async () => {
    const risk = await newRisk();
    const timeline = async () => {
      const [row] = await app.orm.em
        .fork()
        .execute<{ starts: number }[]>(
          `select cardinality(starts) as starts from ${app.config.RISK_SCHEMA}.risk_timeline where risk_id = ?`,
          [risk.id],
        );
      return Number(row.starts);
    };
    const versions = await timeline();
    const { view } = await attach(risk.id, Buffer.from('signed acceptance'));
    await app.send(A.delete, { id: view.id }, owner);

    const history = await app.send<Page<RiskHistoryEntryDto>>(SUBJECTS.risk.historyList, { id: risk.id }, member);
    expect(history.items.map((e) => [e.action, e.changes, e.changedById])).toEqual([
      ['attachment_deleted', { file: { from: 'evidence.txt', to: null } }, owner.id],
      ['attachment_added', { file: { from: null, to: 'evidence.txt' } }, member.id],
      ['created', {}, expect.any(String)],
    ]);
    expect(history.items[0].values).toMatchObject({ likelihood: 2, impact: 2, riskLevel: risk.riskLevel, status: risk.status });
    // Not a version: the timeline of the register over time is unchanged and the risk's current version stays open.
    expect(await timeline()).toBe(versions);
    expect(await app.count('risk_history', 'risk_id = ? and valid_to is null', [risk.id])).toBe(1);

    // The next real change closes the version that was current before the files and starts one after them.
    await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, likelihood: 4 }, owner);
    expect(await timeline()).toBe(versions + 1);
    expect(await app.count('risk_history', 'risk_id = ? and valid_to is null', [risk.id])).toBe(1);
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

  describe('evidence of reviews and acceptances', () => {
    const day = (offset: number) => addDays(new Date().toISOString().slice(0, 10), offset);
    const listed = async (riskId: string) =>
      new Map((await app.send<AttachmentView[]>(A.list, { riskId }, owner)).map((file) => [file.id, file]));

    it("records a review's evidence, refuses files that are not the risk's, and keeps the evidence from deletion", async () => {
      const risk = await newRisk();
      const other = await newRisk();
      const policy = await attach(risk.id, Buffer.from('policy'));
      const screenshot = await attach(risk.id, Buffer.from('screenshot'));
      const elsewhere = await attach(other.id, Buffer.from('not this risk'));
      const review = { id: risk.id, outcome: 'confirmed', comment: 'Controls hold' };

      for (const evidenceIds of [[elsewhere.view.id], [randomUUID()], [policy.view.id, elsewhere.view.id]])
        await expect(app.send(SUBJECTS.risk.reviewsCreate, { ...review, evidenceIds }, owner)).rejects.toMatchObject({
          status: 400,
          message: expect.stringContaining('Evidence must be files attached to this risk'),
        });
      await expect(app.send(SUBJECTS.risk.reviewsCreate, { ...review, evidenceIds: ['not-an-id'] }, owner)).rejects.toMatchObject({
        status: 400,
      });
      expect(await app.count('risk_review', 'risk_id = ?', [risk.id])).toBe(0);

      const recorded = await app.send<RiskReviewDto>(
        SUBJECTS.risk.reviewsCreate,
        { ...review, evidenceIds: [policy.view.id, policy.view.id] },
        owner,
      );
      expect(recorded.evidenceIds).toEqual([policy.view.id]);
      const page = await app.send<Page<RiskReviewDto>>(SUBJECTS.risk.reviewsList, { id: risk.id }, member);
      expect(page.items[0].evidenceIds).toEqual([policy.view.id]);

      const files = await listed(risk.id);
      expect(files.get(policy.view.id)).toMatchObject({ evidenceOf: 'review', canDelete: false });
      expect(files.get(screenshot.view.id)).toMatchObject({ evidenceOf: null, canDelete: true });
      // Even a system admin cannot delete it: the review keeps its evidence.
      await expect(app.send(A.delete, { id: policy.view.id }, app.admin)).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining('evidence of a recorded review'),
      });
      expect(await bucket.get(policy.object)).not.toBeNull();
      await app.send(A.delete, { id: screenshot.view.id }, owner);
    });

    it("holds an acceptance's evidence while it stands (request and decision), and frees it once it lapses", async () => {
      const executive = await app.user('executive');
      const risk = await newRisk();
      const asked = await attach(risk.id, Buffer.from('risk analysis'));
      const signed = await attach(risk.id, Buffer.from('signed acceptance'));
      const elsewhere = await attach((await newRisk()).id, Buffer.from('other'));
      const request = { id: risk.id, justification: 'Insured for the whole loss', expiresOn: day(30) };

      await expect(
        app.send(SUBJECTS.risk.acceptanceRequest, { ...request, evidenceIds: [elsewhere.view.id] }, owner),
      ).rejects.toMatchObject({ status: 400 });
      expect(await app.count('risk_acceptance', 'risk_id = ?', [risk.id])).toBe(0);

      const pending = await app.send<RiskAcceptanceDto>(
        SUBJECTS.risk.acceptanceRequest,
        { ...request, evidenceIds: [asked.view.id] },
        owner,
      );
      expect(pending).toMatchObject({ status: 'pending', evidenceIds: [asked.view.id] });
      expect((await listed(risk.id)).get(asked.view.id)).toMatchObject({ evidenceOf: 'acceptance', canDelete: false });
      await expect(app.send(A.delete, { id: asked.view.id }, owner)).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining("evidence of the risk's standing acceptance"),
      });

      await expect(
        app.send(SUBJECTS.risk.acceptanceDecide, { id: risk.id, decision: 'approve', evidenceIds: [elsewhere.view.id] }, executive),
      ).rejects.toMatchObject({ status: 400 });
      const approved = await app.send<RiskAcceptanceDto>(
        SUBJECTS.risk.acceptanceDecide,
        { id: risk.id, decision: 'approve', evidenceIds: [signed.view.id, asked.view.id] },
        executive,
      );
      expect(approved).toMatchObject({ status: 'approved', evidenceIds: [asked.view.id, signed.view.id] });
      const view = await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: risk.id }, owner);
      expect(view.acceptance?.evidenceIds).toEqual([asked.view.id, signed.view.id]);
      await expect(app.send(A.delete, { id: signed.view.id }, app.admin)).rejects.toMatchObject({ status: 409 });

      // Past its last day (before the expiry job has run) the acceptance no longer stands: its files may go.
      clock.now = () => new Date(Date.now() + 40 * 24 * HOUR);
      try {
        expect((await listed(risk.id)).get(signed.view.id)).toMatchObject({ evidenceOf: null, canDelete: true });
      } finally {
        clock.now = realNow;
      }
      // Revoked, it no longer stands either.
      await app.send(SUBJECTS.risk.acceptanceWithdraw, { id: risk.id }, owner);
      expect((await listed(risk.id)).get(asked.view.id)).toMatchObject({ evidenceOf: null, canDelete: true });
      await app.send(A.delete, { id: asked.view.id }, owner);
      expect(await bucket.get(asked.object)).toBeNull();
    });
  });

  it('answers 404 for a file of another service and 403 for a delete by someone else', async () => {
    const risk = await newRisk();
    const { view } = await attach(risk.id, Buffer.from('mine'));
    const other = await app.user('team_member');
    await expect(app.send(A.delete, { id: view.id }, other)).rejects.toMatchObject({ status: 403 });
    await expect(app.send(A.file, { id: randomUUID() }, other)).rejects.toMatchObject({ status: 404 });
  });
});
