import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RISK_MESSAGES } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN } from './support/fixtures.js';
import { manyCellsWorkbook } from './support/hostile-workbook.js';

/** RISK_MESSAGES.tooManyCells in the gateway's Arabic catalogue. */
const TOO_MANY_CELLS_AR =
  'يحتوي جدول البيانات على خلايا مملوءة أكثر مما تحتاجه 10,000 صف من القالب. أبقِ أعمدة القالب فقط و10,000 صف على الأكثر.';

/** Peak resident memory of a process since it started (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  if (!pid) throw new Error('no such process');
  const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * Bounded memory: a crafted workbook of about 8 MB (honest sizes, under the zip-bomb limit, 260,000 cells of random
 * text, more than IMPORT_MAX_CELLS (250,000: an export of 10,000 risks has 24 columns), which took a whole-workbook reader some 170 MB more) is refused with a 400 that says what to do, in English
 * and Arabic, while the risk service and the gateway stay under their bounds. This file runs its own stack, so the
 * peaks it reads are of this file's requests only. The services run with a 256 MB heap cap.
 */
describe('a workbook crafted to exhaust memory', () => {
  let stack: OwnStack;
  let admin: ApiClient;
  let file: Buffer;
  /**
   * What one upload at the limits may add to a process's peak at rest (its startup): the file (10 MB, base64 in
   * JSON in the gateway), the zip guard (streams, keeps nothing) and at most IMPORT_MAX_CELLS cells kept. The
   * whole-workbook reader took some 170 MB more than at rest for this file; the streaming reader 77 to 102 MB (measured
   * in CI runs: V8 collects when it likes, so the bound keeps a margin).
   */
  const ALLOWANCE_MB = 128;

  beforeAll(async () => {
    stack = await startOwnStack('uploadbound', ['identity', 'risk']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    file = manyCellsWorkbook(2600, 100, 32);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  it('is refused with a 400 while the risk service and the gateway stay under their memory bounds', async () => {
    expect(file.length).toBeGreaterThan(7 * 1024 * 1024);
    const before = { risk: peakRssMb(stack.pidOf('risk')), gateway: peakRssMb(stack.pidOf('gateway')) };

    const multipart = await admin.postFile('/api/risks/bulk-upload', file);
    expect(multipart.status).toBe(400);
    expect(multipart.body.message).toBe(RISK_MESSAGES.tooManyCells);

    const after = { risk: peakRssMb(stack.pidOf('risk')), gateway: peakRssMb(stack.pidOf('gateway')) };
    process.stdout.write(
      `peak RSS MB before/after: risk ${before.risk.toFixed(0)}/${after.risk.toFixed(0)}, gateway ${before.gateway.toFixed(0)}/${after.gateway.toFixed(0)}\n`,
    );
    expect(after.risk).toBeLessThan(before.risk + ALLOWANCE_MB);
    expect(after.gateway).toBeLessThan(before.gateway + ALLOWANCE_MB);

    // The same refusal in Arabic, and through the spec's JSON body.
    const arabic = await admin.postFile('/api/risks/bulk-upload', file, { headers: { 'Accept-Language': 'ar' } });
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toBe(TOO_MANY_CELLS_AR);

    const json = await admin.post('/api/risks/bulk-upload', { fileData: file.toString('base64') });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(RISK_MESSAGES.tooManyCells);
  }, 180_000);
});
