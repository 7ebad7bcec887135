import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RISK_SORT_FIELDS, SUBJECTS, type Page, type RiskExportRow, type RiskView } from '@rtm/contracts';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const S = SUBJECTS.risk;

/** Issue 27: the export's batches follow the list's order, whatever the sort, each after the last row of the one before. */
describe('risk export batches', () => {
  let app: RiskTestApp;
  let manager: TestUser;
  const tag = `exportorder${Date.now()}`;

  beforeAll(async () => {
    app = await RiskTestApp.start('riskexport');
    manager = await app.user('manager');
    const department = await app.department('Export Order');
    // Repeated scores, titles differing only in case and statuses, so every order's later keys decide somewhere.
    const made: RiskView[] = [];
    for (const [i, [title, likelihood, impact]] of (
      [
        ['beta', 3, 3],
        ['Alpha', 2, 2],
        ['alpha', 3, 3],
        ['Gamma', 5, 4],
        ['delta', 2, 2],
        ['Beta', 1, 1],
        ['epsilon', 3, 3],
      ] as const
    ).entries())
      made.push(
        await app.send<RiskView>(S.risksCreate, {
          title: `${title} ${tag}`,
          riskType: 'operational',
          ownerId: manager.id,
          departmentIds: [department.id],
          likelihood,
          impact,
          ...(i % 3 === 0 ? { status: 'under_review' } : {}),
        }),
      );
    // Some risks changed since (updatedAt set), the others never (null, which sorts last).
    for (const risk of [made[1], made[4], made[5]]) await app.send(S.risksUpdate, { id: risk.id, description: 'changed' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** Every batch of two, each after the last Risk ID of the batch before, until a short batch. */
  async function exported(sort: string, order: string): Promise<string[]> {
    const ids: string[] = [];
    let afterRiskId: string | undefined;
    for (;;) {
      const batch = await app.send<RiskExportRow[]>(S.exportBatch, { search: tag, sort, order, afterRiskId, limit: 2 }, manager);
      ids.push(...batch.map((row) => row.riskId));
      if (batch.length < 2) return ids;
      afterRiskId = batch[batch.length - 1].riskId;
    }
  }

  for (const sort of RISK_SORT_FIELDS)
    for (const order of ['asc', 'desc'])
      it(`answers the rows in the list's order by ${sort} ${order}`, async () => {
        const list = await app.send<Page<RiskView>>(S.risksList, { search: tag, sort, order, limit: 100 }, manager);
        expect(list.total).toBe(7);
        expect(await exported(sort, order)).toEqual(list.items.map((risk) => risk.riskId));
      });

  it("answers the list's default order (newest first) without a sort", async () => {
    const list = await app.send<Page<RiskView>>(S.risksList, { search: tag, limit: 100 }, manager);
    expect(await exported(undefined as unknown as string, undefined as unknown as string)).toEqual(list.items.map((risk) => risk.riskId));
  });
});
