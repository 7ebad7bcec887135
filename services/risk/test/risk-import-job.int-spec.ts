import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@rtm/backend/testing';
import { SUBJECTS, type BulkEditJobView, type RiskView } from '@rtm/contracts';
import { RiskImportJobs } from '../src/excel/risk-import-jobs.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const S = SUBJECTS.risk;

/** Issue 27: an import's updates beyond 100 run as a job that checks each risk again at its batch. */
describe("an import's job of updates", () => {
  let app: RiskTestApp;
  let manager: TestUser;
  let member: TestUser;
  let departmentId: number;

  beforeAll(async () => {
    app = await RiskTestApp.start('riskimportjob');
    manager = await app.user('manager');
    member = await app.user('team_member');
    departmentId = (await app.department('Import Jobs')).id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  const report = (title: string) =>
    app.send<RiskView>(S.risksCreate, { title, riskType: 'operational', ownerId: manager.id, departmentIds: [departmentId] });

  it('updates a risk as planned, counts one that holds the change already, refuses one changed since, and lets the plan go', async () => {
    const [planned, held, changed] = [await report('Planned'), await report('Held'), await report('Changed')];
    await app.send(S.risksUpdate, { id: changed.id, description: 'changed after the plan' });
    const jobs = app.risk.get(RiskImportJobs);
    const plan = (risk: RiskView, input: object) => ({ id: risk.id, row: 2, riskId: risk.riskId, updatedAt: null, input });

    const jobId = await jobs.startUpdates(app.admin, [
      plan(planned, { title: 'Planned, renamed' }),
      plan(held, { title: 'Held' }),
      plan(changed, { title: 'Changed, renamed' }),
    ]);

    const done = await eventually(async () => {
      const job = await app.send<BulkEditJobView>(S.importJob, { jobId });
      return job.state === 'done' && job;
    });
    expect(done).toEqual({
      jobId,
      state: 'done',
      total: 3,
      processed: 3,
      updated: 1,
      unchanged: 1,
      refused: [{ id: changed.riskId, code: 'conflict', message: expect.stringMatching(/^Changed since the export by .+ at .+ UTC$/) }],
      refusedCount: 1,
    });
    expect((await app.send<RiskView>(S.risksGet, { id: planned.id })).title).toBe('Planned, renamed');
    expect((await app.send<RiskView>(S.risksGet, { id: changed.id })).title).toBe('Changed');
    const [left] = await app.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from ${app.config.RISK_SCHEMA}.risk_import_row`);
    expect(left.n).toBe(0);
    // Another person may not follow it.
    await expect(app.send(S.importJob, { jobId }, member)).rejects.toMatchObject({ status: 403 });
  });
});
