import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ATTACHMENT_LIMITS, type RiskView } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, createDepartment, createRiskWhenKnown } from './support/fixtures.js';

/** Resident memory of a process now (VmRSS) and at its peak since it started (VmHWM), in MB. */
function memoryMb(pid: number | undefined): { rss: number; peak: number } {
  if (!pid) throw new Error('no such process');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * Issue 28: a file of ATTACHMENT_MAX_BYTES streams through the gateway into the object store without being held: the
 * gateway's peak resident memory grows by less than 40 MB over its peak at rest (its startup), measured on a stack of
 * this file's own so no other test's requests count. The numbers are printed for docs/performance.md.
 */
describe('memory while uploading evidence', () => {
  let stack: OwnStack;
  let admin: ApiClient;
  let risk: RiskView;

  beforeAll(async () => {
    stack = await startOwnStack('attmem', ['identity', 'risk']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    const department = await createDepartment(admin);
    const me = await admin.get('/api/auth/me');
    risk = await createRiskWhenKnown(admin, { ownerId: me.body.id, departmentIds: [department.id] });
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it("keeps the gateway within +40 MB of its peak at rest while a 25 MB file streams in (and prints the download's)", async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(ATTACHMENT_LIMITS.maxBytes - 9)]);
    const before = memoryMb(stack.pidOf('gateway'));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'scan.pdf');
    const res = await admin.request('POST', `/api/risks/${risk.id}/attachments`, { form });
    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(ATTACHMENT_LIMITS.maxBytes);
    const afterUpload = memoryMb(stack.pidOf('gateway'));
    const download = await admin.getBytes(res.body.fileUrl);
    expect(download.bytes.equals(file)).toBe(true);
    const afterDownload = memoryMb(stack.pidOf('gateway'));
    process.stdout.write(
      `gateway MB at rest rss ${before.rss.toFixed(1)} peak ${before.peak.toFixed(1)}; after a 25 MB upload peak ${afterUpload.peak.toFixed(1)} (+${(afterUpload.peak - before.peak).toFixed(1)}); after its download peak ${afterDownload.peak.toFixed(1)} (+${(afterDownload.peak - before.peak).toFixed(1)})\n`,
    );
    expect(afterUpload.peak - before.peak).toBeLessThan(40);
  }, 120_000);
});
