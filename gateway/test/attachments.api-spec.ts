import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Objm, type ObjectStore } from '@nats-io/obj';
import { natsConnectOptions } from '@rtm/backend/nats';
import { compoundFile, minimalDocx, storedZip } from '@rtm/backend/testing';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  RISK_MESSAGES,
  TASK_MESSAGES,
  attachmentBucket,
  type AttachmentView,
  type DepartmentDto,
  type UserDto,
} from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createRiskWhenKnown, eventually, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** ATTACHMENT_MESSAGES.typeNotAllowed in the gateway's Arabic catalogue. */
const TYPE_NOT_ALLOWED_AR =
  'هذا النوع من الملفات غير مقبول. المسموح: PDF وPNG وJPEG وGIF وWebP والنص العادي وCSV وملفات Word وExcel وPowerPoint وOpenDocument';
const UNKNOWN = '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(300_000), Buffer.from('\n%%EOF\n')]);
/** A real 1 x 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  randomBytes(5000),
]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type User = { client: ApiClient; user: UserDto };

/** A multipart upload of one file with the form's other fields. */
function upload(
  client: ApiClient,
  path: string,
  file: Buffer | Blob,
  fileName: string,
  fields: Record<string, string> = {},
  headers?: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file instanceof Blob ? file : new Blob([new Uint8Array(file)]), fileName);
  return client.request<AttachmentView & { message: string }>('POST', path, { form, headers });
}

/**
 * Evidence attachments (issue 28) through the gateway, against the stack's real object store: upload, list, download
 * byte for byte (sha256), delete, and every limit and permission.
 */
describe('attachments', () => {
  let admin: ApiClient;
  let department: DepartmentDto;
  let riskOwner: User;
  let reporter: User;
  let other: User;
  let manager: User;
  let risk: { id: string; riskId: string };
  let nc: NatsConnection;
  let store: ObjectStore;
  const del = (client: ApiClient, path: string) => client.request('DELETE', path);
  const stored = async (id: string, entity: 'risk' | 'task') => {
    const info = await store.info(`${entity}/${id}`);
    return info !== null && !info.deleted;
  };

  beforeAll(async () => {
    const env = JSON.parse(process.env.RTM_TEST_ENV!) as { NATS_URL: string; NATS_PREFIX: string };
    nc = await connect(natsConnectOptions(env.NATS_URL));
    store = await new Objm(nc).open(attachmentBucket(env.NATS_PREFIX));
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Evidence'));
    riskOwner = await signedInAs(admin, 'manager');
    reporter = await signedInAs(admin, 'team_member');
    other = await signedInAs(admin, 'team_member');
    manager = await signedInAs(admin, 'manager');
    risk = await createRiskWhenKnown(admin, { ownerId: riskOwner.user.id, departmentIds: [department.id] });
  }, 60_000);

  afterAll(async () => {
    await nc?.close();
  });

  it.each([
    ['GET', `/api/risks/${UNKNOWN}/attachments`],
    ['POST', `/api/risks/${UNKNOWN}/attachments`],
    ['GET', `/api/tasks/${UNKNOWN}/attachments`],
    ['POST', `/api/tasks/${UNKNOWN}/attachments`],
    ['GET', `/api/attachments/${UNKNOWN}/download`],
    ['DELETE', `/api/attachments/${UNKNOWN}`],
  ])('%s %s answers 401 without a session', async (method, path) => {
    expect((await new ApiClient().request(method, path)).status).toBe(401);
  });

  it('stores a risk evidence file, lists it, downloads it byte for byte with safe headers, and deletes it with its object', async () => {
    const res = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, PDF, '../Signed acceptance <v2>.pdf', {
      validUntil: '2031-06-30',
      description: '  Signed by the CISO  ',
    });
    expect(res.status).toBe(201);
    const attachment = res.body;
    expect(attachment).toEqual({
      id: expect.any(String),
      fileName: 'Signed acceptance v2.pdf',
      fileUrl: `/api/attachments/${attachment.id}/download`,
      fileSize: PDF.length,
      uploadedBy: reporter.user.id,
      taskId: null,
      riskId: risk.id,
      createdAt: expect.any(String),
      contentType: 'application/pdf',
      sha256: sha256(PDF),
      validUntil: '2031-06-30',
      description: 'Signed by the CISO',
      expired: false,
      uploader: expect.objectContaining({ id: reporter.user.id, firstName: 'Test' }),
      canDelete: true,
      evidenceOf: null,
    });
    expect(await stored(attachment.id, 'risk')).toBe(true);

    const list = await other.client.get(`/api/risks/${risk.id}/attachments`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ ...attachment, canDelete: false }]);

    const download = await other.client.getBytes(attachment.fileUrl);
    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(PDF));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(PDF.length));
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Signed acceptance v2.pdf"; filename*=UTF-8''Signed%20acceptance%20v2.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    const inline = await other.client.getBytes(`${attachment.fileUrl}?disposition=inline`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);

    // Another team member may read and download, not delete.
    const refused = await del(other.client, `/api/attachments/${attachment.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ATTACHMENT_MESSAGES.deleteForbidden);

    expect((await del(reporter.client, `/api/attachments/${attachment.id}`)).status).toBe(204);
    expect((await other.client.getBytes(attachment.fileUrl)).status).toBe(404);
    expect((await del(reporter.client, `/api/attachments/${attachment.id}`)).status).toBe(404);
    expect(await stored(attachment.id, 'risk')).toBe(false);
    expect((await other.client.get(`/api/risks/${risk.id}/attachments`)).body).toEqual([]);

    // The activity log lists both, with the file and its risk.
    for (const actionType of ['attachment_added', 'attachment_deleted']) {
      const logged = await eventually(async () => {
        const page = await admin.get(`/api/activities?actionType=${actionType}&userId=${reporter.user.id}&limit=100`);
        return (page.body as { entityId: string; metadata: { attachment: { id: string } } }[]).find(
          (a) => a.metadata.attachment.id === attachment.id,
        );
      });
      expect(logged).toMatchObject({
        entityType: 'risk',
        entityId: risk.id,
        metadata: { itemCode: risk.riskId, attachment: { fileName: 'Signed acceptance v2.pdf' } },
      });
    }
  });

  it("lets the item's owner, managers and system admins delete someone else's file", async () => {
    for (const deleter of [riskOwner.client, manager.client, admin]) {
      const res = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, PNG, 'screenshot.png');
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe('image/png');
      expect((await del(deleter, `/api/attachments/${res.body.id}`)).status).toBe(204);
    }
  });

  it('keeps task evidence in the task service, with an attachment_added history entry', async () => {
    const task = await reporter.client.post('/api/tasks', { title: unique('Evidence task') });
    expect(task.status).toBe(201);
    const csv = Buffer.from('Control,Status\nبوابة الدخول,ok\n');
    const res = await upload(other.client, `/api/tasks/${task.body.id}/attachments`, csv, 'controls.csv');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ taskId: task.body.id, riskId: null, contentType: 'text/csv', fileSize: csv.length, canDelete: true });
    const docx = await upload(other.client, `/api/tasks/${task.body.id}/attachments`, minimalDocx(), 'policy.docx');
    expect(docx.body.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const legacy = await upload(other.client, `/api/tasks/${task.body.id}/attachments`, compoundFile('Workbook'), 'old.xls');
    expect(legacy.body.contentType).toBe('application/vnd.ms-excel');

    const download = await reporter.client.getBytes(res.body.fileUrl);
    expect(download.bytes.equals(csv)).toBe(true);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');

    const history = await reporter.client.get(`/api/tasks/${task.body.id}/history`);
    expect(
      history.body.filter((h: { action: string }) => h.action === 'attachment_added').map((h: { newValue: string }) => h.newValue),
    ).toEqual(['controls.csv', 'policy.docx', 'old.xls']);
    // The task's owner may delete a file someone else attached.
    expect((await del(reporter.client, `/api/attachments/${docx.body.id}`)).status).toBe(204);

    // Deleting the task deletes its files, rows and objects.
    expect(await stored(res.body.id, 'task')).toBe(true);
    expect((await del(reporter.client, `/api/tasks/${task.body.id}`)).status).toBe(204);
    await eventually(async () => !(await stored(res.body.id, 'task')) && !(await stored(legacy.body.id, 'task')));
    expect((await reporter.client.getBytes(res.body.fileUrl)).status).toBe(404);
  });

  it("deletes a deleted risk's files", async () => {
    const doomed = await createRiskWhenKnown(admin, { ownerId: riskOwner.user.id, departmentIds: [department.id] });
    const res = await upload(reporter.client, `/api/risks/${doomed.id}/attachments`, PNG, 'before.png');
    expect(res.status).toBe(201);
    expect((await del(admin, `/api/risks/${doomed.id}`)).status).toBe(204);
    await eventually(async () => !(await stored(res.body.id, 'risk')));
    expect((await admin.get(`/api/risks/${doomed.id}/attachments`)).status).toBe(404);
  });

  it('keeps an Arabic file name as it was written, and downloads under it', async () => {
    const res = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, Buffer.from('تمت المراجعة\n'), 'سجل التدقيق.txt');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('سجل التدقيق.txt');
    const download = await reporter.client.getBytes(res.body.fileUrl);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="___ _______.txt"; filename*=UTF-8''${encodeURIComponent('سجل التدقيق.txt')}`,
    );
    expect((await del(reporter.client, `/api/attachments/${res.body.id}`)).status).toBe(204);
  });

  it('marks evidence past its validity as expired, and the risk list finds its risks with evidenceExpired=true', async () => {
    const lapsed = await createRiskWhenKnown(admin, { ownerId: riskOwner.user.id, departmentIds: [department.id] });
    const res = await upload(reporter.client, `/api/risks/${lapsed.id}/attachments`, PNG, 'certificate.png', { validUntil: '2024-12-31' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ validUntil: '2024-12-31', expired: true });
    const expired = await admin.get(`/api/risks?evidenceExpired=true&limit=500`);
    expect(expired.status).toBe(200);
    const ids = (expired.body as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(lapsed.id);
    expect(ids).not.toContain(risk.id);
    const current = await admin.get(`/api/risks?evidenceExpired=false&limit=500`);
    expect((current.body as { id: string }[]).map((r) => r.id)).not.toContain(lapsed.id);
    const bad = await admin.get(`/api/risks?evidenceExpired=maybe`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(RISK_MESSAGES.evidenceExpiredInvalid);
  });

  it('refuses an executable renamed .pdf and other types with 415 naming what is allowed, in both languages', async () => {
    const exe = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, EXE, 'invoice.pdf');
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe(ATTACHMENT_MESSAGES.typeNotAllowed);
    expect(exe.body.message).toContain('PDF, PNG, JPEG, GIF, WebP, plain text, CSV');
    const zip = await upload(
      reporter.client,
      `/api/risks/${risk.id}/attachments`,
      storedZip([['run.js', 'alert(1)']]),
      'x.docx',
      {},
      {
        'Accept-Language': 'ar',
      },
    );
    expect(zip.status).toBe(415);
    expect(zip.body.message).toBe(TYPE_NOT_ALLOWED_AR);
    const binary = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, Buffer.from([0x41, 0, 0x42]), 'notes.txt');
    expect(binary.status).toBe(415);
    expect((await reporter.client.get(`/api/risks/${risk.id}/attachments`)).body).toEqual([]);
  });

  it('refuses a file over ATTACHMENT_MAX_BYTES with 413 while it streams, and stores nothing', async () => {
    const big = new Blob([PDF.subarray(0, 1024), new Uint8Array(ATTACHMENT_LIMITS.maxBytes)]);
    const res = await upload(reporter.client, `/api/risks/${risk.id}/attachments`, big, 'huge.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(ATTACHMENT_MESSAGES.tooLarge);
    expect((await reporter.client.get(`/api/risks/${risk.id}/attachments`)).body).toEqual([]);
  }, 60_000);

  it('refuses a file sent without a length with 413 once the stream passes ATTACHMENT_MAX_BYTES, leaving no object', async () => {
    const objectsBefore = (await store.list()).filter((o) => !o.deleted).length;
    const boundary = 'evidence-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        // Up to twice the limit: the gateway must stop reading long before the end.
        if (sent > 2 * ATTACHMENT_LIMITS.maxBytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await reporter.client.postStream(`/api/risks/${risk.id}/attachments`, body, `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(ATTACHMENT_MESSAGES.tooLarge);
    await eventually(async () => (await store.list()).filter((o) => !o.deleted).length === objectsBefore);
    expect((await reporter.client.get(`/api/risks/${risk.id}/attachments`)).body).toEqual([]);
  }, 60_000);

  it('answers 400 for a bad validity date, a long description, a form without a file or not multipart', async () => {
    const path = `/api/risks/${risk.id}/attachments`;
    const date = await upload(reporter.client, path, PNG, 'a.png', { validUntil: '2026-02-30' });
    expect(date.status).toBe(400);
    expect(JSON.stringify(date.body)).toContain(ATTACHMENT_MESSAGES.validUntilInvalid);
    const long = await upload(reporter.client, path, PNG, 'a.png', { description: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(ATTACHMENT_MESSAGES.descriptionTooLong);
    const form = new FormData();
    form.append('description', 'no file');
    const empty = await reporter.client.request('POST', path, { form });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(ATTACHMENT_MESSAGES.fileRequired);
    const json = await reporter.client.post(path, { fileData: 'aGVsbG8=' });
    expect(json.status).toBe(400);
    expect((await reporter.client.get(path)).body).toEqual([]);
  });

  it('answers 404 for unknown items and files', async () => {
    const risk404 = await upload(reporter.client, `/api/risks/${UNKNOWN}/attachments`, PNG, 'a.png');
    expect([risk404.status, risk404.body.message]).toEqual([404, RISK_MESSAGES.riskNotFound]);
    const task404 = await reporter.client.get(`/api/tasks/not-a-uuid/attachments`);
    expect([task404.status, task404.body.message]).toEqual([404, TASK_MESSAGES.taskNotFound]);
    const file404 = await reporter.client.getBytes(`/api/attachments/${UNKNOWN}/download`);
    expect(file404.status).toBe(404);
  });

  it("takes the risk's files as a review's evidence (400 for others) and refuses their deletion with 409, in both languages", async () => {
    const reviewed = await createRiskWhenKnown(admin, { ownerId: riskOwner.user.id, departmentIds: [department.id] });
    const file = (await upload(reporter.client, `/api/risks/${reviewed.id}/attachments`, PDF, 'control test.pdf')).body;
    const foreign = (await upload(reporter.client, `/api/risks/${risk.id}/attachments`, PNG, 'other risk.png')).body;
    const review = { outcome: 'confirmed', comment: 'Control tested' };

    for (const evidenceIds of ['not a list', [UNKNOWN.slice(1)], Array.from({ length: ATTACHMENT_LIMITS.perItem + 1 }, () => UNKNOWN)]) {
      const bad = await riskOwner.client.post(`/api/risks/${reviewed.id}/reviews`, { ...review, evidenceIds });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(ATTACHMENT_MESSAGES.evidenceInvalid);
    }
    const notAttached = await riskOwner.client.post(`/api/risks/${reviewed.id}/reviews`, { ...review, evidenceIds: [foreign.id] });
    expect(notAttached.status).toBe(400);
    expect(notAttached.body.message).toBe(ATTACHMENT_MESSAGES.evidenceNotAttached);

    const created = await riskOwner.client.post(`/api/risks/${reviewed.id}/reviews`, { ...review, evidenceIds: [file.id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ outcome: 'confirmed', evidenceIds: [file.id] });
    const reviews = await reporter.client.get(`/api/risks/${reviewed.id}/reviews`);
    expect(reviews.body[0]).toMatchObject({ evidenceIds: [file.id] });

    const [listed] = (await riskOwner.client.get(`/api/risks/${reviewed.id}/attachments`)).body as AttachmentView[];
    expect(listed).toMatchObject({ id: file.id, evidenceOf: 'review', canDelete: false });
    const held = await del(admin, `/api/attachments/${file.id}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(ATTACHMENT_MESSAGES.heldByReview);
    const heldAr = await admin.request('DELETE', `/api/attachments/${file.id}`, { headers: { 'Accept-Language': 'ar' } });
    expect(heldAr.status).toBe(409);
    expect(heldAr.body.message).toContain('دليل على مراجعة مسجلة');
    expect(await stored(file.id, 'risk')).toBe(true);
    expect((await del(reporter.client, `/api/attachments/${foreign.id}`)).status).toBe(204);
  });

  it(`holds at most ${ATTACHMENT_LIMITS.perItem} files per item (409 for the next)`, async () => {
    const full = await createRiskWhenKnown(admin, { ownerId: riskOwner.user.id, departmentIds: [department.id] });
    const text = Buffer.from('evidence');
    for (let i = 0; i < ATTACHMENT_LIMITS.perItem; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, async (_, j) =>
          expect((await upload(reporter.client, `/api/risks/${full.id}/attachments`, text, `e${i + j}.txt`)).status).toBe(201),
        ),
      );
    const next = await upload(reporter.client, `/api/risks/${full.id}/attachments`, text, 'one-more.txt');
    expect(next.status).toBe(409);
    expect(next.body.message).toBe(ATTACHMENT_MESSAGES.tooMany);
    expect((await reporter.client.get(`/api/risks/${full.id}/attachments`)).body).toHaveLength(ATTACHMENT_LIMITS.perItem);
  }, 60_000);
});
