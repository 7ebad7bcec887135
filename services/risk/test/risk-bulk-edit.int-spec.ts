import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@rtm/backend/testing';
import {
  BULK_EDIT_MESSAGES,
  RISK_BULK_EDIT_SUBJECTS,
  RISK_MESSAGES,
  SUBJECTS,
  type BulkEditAnswer,
  type BulkEditJobView,
  type MatchingIds,
  type Page,
  type RiskHistoryEntryDto,
  type RiskView,
} from '@rtm/contracts';
import { RiskBulkJobs } from '../src/bulk-edit/risk-bulk-jobs.js';
import { RisksService } from '../src/risks/risks.service.js';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const B = RISK_BULK_EDIT_SUBJECTS;

/** Issue 27: a bulk edit changes each risk through the form's own change, refusing each risk on its own. */
describe('bulk edit of risks', () => {
  let app: RiskTestApp;
  let manager: TestUser;
  let member: TestUser;
  let department: { id: number; name: string };

  beforeAll(async () => {
    app = await RiskTestApp.start('riskbulk');
    manager = await app.user('manager');
    member = await app.user('team_member');
    department = await app.department('Bulk Operations');
  });

  afterAll(async () => {
    await app?.stop();
  });

  const report = (title: string, by: TestUser = app.admin, extra: Record<string, unknown> = {}) =>
    app.send<RiskView>(
      SUBJECTS.risk.risksCreate,
      { title, riskType: 'operational', ownerId: manager.id, departmentIds: [department.id], ...extra },
      by,
    );

  it("changes the risks its actor may edit and refuses the others one by one, each with its code and the form's reason", async () => {
    // A team member may edit the open risks they reported, nothing else.
    const own1 = await report('Reported one', member);
    const own2 = await report('Reported two', member);
    const others = await report('Reported by the admin');
    const missing = randomUUID();

    const answer = await app.send<BulkEditAnswer>(
      B.bulkEdit,
      { ids: [own1.id, others.id, own2.id, missing, own1.id], changes: { status: 'under_review' } },
      member,
    );

    expect(answer).toEqual({
      kind: 'result',
      updated: 2,
      unchanged: 0,
      refused: [
        { id: others.id, code: 'forbidden', message: RISK_MESSAGES.forbiddenEdit },
        { id: missing, code: 'not_found', message: RISK_MESSAGES.riskNotFound },
      ],
    });
    for (const id of [own1.id, own2.id]) {
      expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id })).toMatchObject({ status: 'under_review' });
      const history = await app.send<Page<RiskHistoryEntryDto>>(SUBJECTS.risk.historyList, { id });
      expect(history.items.filter((entry) => entry.action === 'updated')).toHaveLength(1);
    }
    expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: others.id })).toMatchObject({ status: 'open' });
    const events = await app.events();
    for (const id of [own1.id, own2.id]) expect(events.filter((e) => e.type === 'risk_updated' && e.entity.id === id)).toHaveLength(1);
    expect(events.filter((e) => e.type === 'risk_updated' && e.entity.id === others.id)).toHaveLength(0);
  });

  it('counts a risk already as asked as unchanged, and refuses an owner who may not own risks on each risk', async () => {
    const treated = await report('Already mitigated', app.admin, { treatmentStrategy: 'mitigate' });
    const untreated = await report('Not yet treated');

    expect(
      await app.send<BulkEditAnswer>(B.bulkEdit, { ids: [treated.id, untreated.id], changes: { treatmentStrategy: 'mitigate' } }),
    ).toEqual({
      kind: 'result',
      updated: 1,
      unchanged: 1,
      refused: [],
    });
    expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: untreated.id })).toMatchObject({ treatmentStrategy: 'mitigate' });

    expect(await app.send<BulkEditAnswer>(B.bulkEdit, { ids: [treated.id, untreated.id], changes: { ownerId: member.id } })).toEqual({
      kind: 'result',
      updated: 0,
      unchanged: 0,
      refused: [
        { id: treated.id, code: 'invalid', message: RISK_MESSAGES.ownerNotEligible },
        { id: untreated.id, code: 'invalid', message: RISK_MESSAGES.ownerNotEligible },
      ],
    });
  });

  it('refuses changes it does not know, and more than 1,000 ids, before changing anything', async () => {
    const risk = await report('Untouched');
    await expect(app.send(B.bulkEdit, { ids: [risk.id], changes: { title: 'New' } })).rejects.toMatchObject({
      status: 400,
      message: BULK_EDIT_MESSAGES.riskFieldsOnly,
    });
    await expect(app.send(B.bulkEdit, { ids: [risk.id], changes: {} })).rejects.toMatchObject({
      status: 400,
      message: BULK_EDIT_MESSAGES.changesRequired,
    });
    await expect(
      app.send(B.bulkEdit, { ids: Array.from({ length: 1001 }, () => randomUUID()), changes: { status: 'closed' } }),
    ).rejects.toMatchObject({ status: 400, message: BULK_EDIT_MESSAGES.idsTooMany });
    expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: risk.id })).toMatchObject({ title: 'Untouched', status: 'open' });
  });

  it('works more than 100 risks as a job its creator (or a system admin) follows to the end', async () => {
    const risks = app.risk.get(RisksService);
    const prepared = await risks.prepare({ title: 'Job risk', riskType: 'technical', ownerId: manager.id, departmentIds: [department.id] });
    const created = await risks.insertMany(
      app.admin,
      Array.from({ length: 150 }, (_, i) => ({ ...prepared, title: `Job risk ${i}` })),
    );

    const answer = await app.send<BulkEditAnswer>(
      B.bulkEdit,
      { ids: created.map((row) => row.id), changes: { status: 'mitigation_in_progress' } },
      manager,
    );
    expect(answer.kind).toBe('job');
    const jobId = (answer as { jobId: string }).jobId;

    const done = await eventually(async () => {
      const job = await app.send<BulkEditJobView>(B.bulkEditJob, { jobId }, manager);
      return job.state === 'done' ? job : undefined;
    }, 120_000);
    expect(done).toEqual({ jobId, state: 'done', total: 150, processed: 150, updated: 150, unchanged: 0, refused: [], refusedCount: 0 });
    const matching = await app.send<MatchingIds>(B.matchingIds, { status: ['mitigation_in_progress'], search: 'Job risk' });
    expect(matching.total).toBe(150);
    expect(new Set(matching.ids)).toEqual(new Set(created.map((row) => row.id)));

    await expect(app.send(B.bulkEditJob, { jobId }, member)).rejects.toMatchObject({
      status: 403,
      message: BULK_EDIT_MESSAGES.jobForbidden,
    });
    expect(await app.send<BulkEditJobView>(B.bulkEditJob, { jobId }, app.admin)).toMatchObject({ state: 'done' });
    await expect(app.send(B.bulkEditJob, { jobId: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });

  it('takes up a job another instance left half done (its lease passed) at its saved progress', async () => {
    const a = await report('Left job one');
    const b = await report('Left job two');
    const c = await report('Left job three');
    const jobId = randomUUID();
    const actor = { id: app.admin.id, role: app.admin.role };
    // The first risk was done and saved before the instance stopped; its lease ran out.
    await app.orm.em.fork().execute(
      `insert into ${app.config.RISK_SCHEMA}.risk_bulk_job (id, created_by, actor, ids, changes, state, total, processed, updated, lease_until)
       values (?, ?, ?::jsonb, ?::jsonb, ?::jsonb, 'running', 3, 1, 1, now() - interval '1 minute')`,
      [jobId, actor.id, JSON.stringify(actor), JSON.stringify([a.id, b.id, c.id]), JSON.stringify({ status: 'closed' })],
    );

    app.risk.get(RiskBulkJobs).kick();
    const done = await eventually(async () => {
      const job = await app.send<BulkEditJobView>(B.bulkEditJob, { jobId });
      return job.state === 'done' ? job : undefined;
    }, 30_000);
    expect(done).toMatchObject({ total: 3, processed: 3, updated: 3 });
    expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: a.id })).toMatchObject({ status: 'open' });
    expect(await app.send<RiskView>(SUBJECTS.risk.risksGet, { id: c.id })).toMatchObject({ status: 'closed' });
  });
});
