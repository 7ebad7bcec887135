import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createEvent } from '@rtm/backend/events';
import { ACTOR_REFUSED } from '@rtm/backend/nats';
import { eventually } from '@rtm/backend/testing';
import {
  RISK_MESSAGES,
  SUBJECTS,
  TaskCreated,
  TaskDeleted,
  TaskUpdated,
  type TaskDto,
  VALIDATION,
  type DepartmentRiskSummaryDto,
  type DomainEvent,
  type Page,
  type RiskCommentView,
  type RiskDetailView,
  type RiskDto,
  type RiskMatrixCellDto,
  type RiskTypeDto,
  type RiskView,
} from '@rtm/contracts';
import { RiskTestApp, type TestUser } from './risk-test-app.js';

const year = new Date().getUTCFullYear();

describe('risk service', () => {
  let app: RiskTestApp;
  let manager: TestUser;
  let owner: TestUser;
  let reporter: TestUser;
  let member: TestUser;
  let executive: TestUser;
  let finance: { id: number; name: string };
  let it_: { id: number; name: string };

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Server outage',
    description: 'The main server may fail',
    riskType: 'technical',
    ownerId: owner.id,
    departmentIds: [it_.id],
    likelihood: 3,
    impact: 4,
    ...overrides,
  });

  /** Events on the stream about one entity, once the outbox has sent everything. */
  async function eventsOf(entityId: string): Promise<DomainEvent[]> {
    await eventually(async () => (await app.count('outbox_event', 'sent_at is null')) === 0, 10_000);
    return (await app.events()).filter((e) => e.entity.id === entityId);
  }

  beforeAll(async () => {
    app = await RiskTestApp.start('risk');
    manager = await app.user('manager');
    owner = await app.user('manager', { username: 'owner.one' });
    reporter = await app.user('team_member');
    member = await app.user('team_member');
    executive = await app.user('executive');
    finance = await app.department('Finance');
    it_ = await app.department('IT');
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('seeds the six risk types', async () => {
    const types = await app.send<RiskTypeDto[]>(SUBJECTS.risk.typesList, {}, member);
    expect(types.map((t) => t.name)).toEqual(['clinical', 'technical', 'operational', 'financial', 'legal_compliance', 'reputational']);
  });

  it('creates a risk with a code, a server-side score, level and the defaults of section 9', async () => {
    const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ likelihood: undefined, impact: 5, riskScore: 99 }), reporter);
    expect(risk.riskId).toMatch(new RegExp(`^RSK-${year}-\\d{4}$`));
    expect(risk).toMatchObject({
      likelihood: 1,
      impact: 5,
      riskScore: 5,
      riskLevel: 'medium',
      status: 'open',
      frequency: 'once',
      reportedById: reporter.id,
    });
    expect(risk.departmentIds).toEqual([it_.id]);
    expect(risk.riskTypeId).toBe(2);
    expect(risk.updatedAt).toBeNull();
  });

  it('gives 50 concurrent creates 50 distinct consecutive codes', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) => app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ title: `Concurrent ${i}` }), member)),
    );
    const numbers = created.map((r) => Number(r.riskId.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49);
    const [counter] = await app.orm.em
      .fork()
      .execute<{ next_number: number }[]>(`select next_number from risk.risk_counter where year = ?`, [year]);
    expect(counter.next_number).toBe(numbers[49] + 1);
  });

  it("answers the form's messages for bad input, and creates nothing", async () => {
    const before = await app.count('risk');
    const error = (await app
      .send(SUBJECTS.risk.risksCreate, { title: 'ab', riskType: '', ownerId: '', departmentIds: [], likelihood: 7 })
      .catch((e) => e)) as {
      status: number;
      messages: string[];
    };
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(
      expect.arrayContaining([
        VALIDATION.titleMin,
        VALIDATION.riskTypeRequired,
        VALIDATION.ownerRequired,
        VALIDATION.departmentsRequired,
        RISK_MESSAGES.likelihoodRange,
      ]),
    );
    await expect(app.send(SUBJECTS.risk.risksCreate, form({ riskType: 'weather' }))).rejects.toMatchObject({
      status: 400,
      message: VALIDATION.riskTypeRequired,
    });
    await expect(app.send(SUBJECTS.risk.risksCreate, form({ ownerId: member.id }))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.ownerNotEligible,
    });
    await expect(app.send(SUBJECTS.risk.risksCreate, form({ departmentIds: [it_.id, 99999] }))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.departmentUnknown,
    });
    expect(await app.count('risk')).toBe(before);
  });

  it('refuses an owner who is no longer active', async () => {
    const gone = await app.user('manager', { isActive: false });
    await expect(app.send(SUBJECTS.risk.risksCreate, form({ ownerId: gone.id }))).rejects.toMatchObject({
      status: 400,
      message: RISK_MESSAGES.ownerNotEligible,
    });
  });

  it('follows role changes from identity events', async () => {
    const promoted = await app.user('team_member');
    await expect(app.send(SUBJECTS.risk.risksCreate, form({ ownerId: promoted.id }))).rejects.toMatchObject({ status: 400 });
    await app.changeRole(promoted, 'manager');
    const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ ownerId: promoted.id }));
    expect(risk.ownerId).toBe(promoted.id);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    await expect(app.send(SUBJECTS.risk.risksGet, { id: '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11' })).rejects.toMatchObject({
      status: 404,
      message: 'Risk not found',
    });
    await expect(app.send(SUBJECTS.risk.risksGet, { id: 'nope' })).rejects.toMatchObject({ status: 404 });
    await expect(app.send(SUBJECTS.risk.risksUpdate, { id: 'nope', title: 'Whatever' })).rejects.toMatchObject({ status: 404 });
    await expect(app.send(SUBJECTS.risk.risksDelete, { id: '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(app.send(SUBJECTS.risk.commentsList, { riskId: '6f1c1a44-6a55-4c39-9d0b-6f3c0f9b8c11' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses requests without an actor', async () => {
    await expect(app.send(SUBJECTS.risk.risksList, {}, null)).rejects.toMatchObject({ status: 401, message: ACTOR_REFUSED.noActor });
  });

  it('publishes exactly one event per change (and the appetite breach it caused), with a readable description', async () => {
    const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ title: 'Evented risk' }), manager);
    await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, impact: 5, departmentIds: [it_.id, finance.id] }, manager);
    await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, impact: 5 }, manager); // no change: no event
    await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, status: 'closed' }, manager);
    await app.send(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content: 'Closing it' }, member);
    await app.send(SUBJECTS.risk.risksDelete, { id: risk.id }, app.admin);
    const events = await eventsOf(risk.id);
    // 3 x 5 = 15 takes the risk above the default appetite of 12 (issue 25); closing it brings it back inside.
    expect(events.map((e) => e.type)).toEqual([
      'risk_created',
      'risk_updated',
      'risk_appetite_breached',
      'risk_closed',
      'comment_added',
      'risk_deleted',
    ]);
    expect(events.map((e) => e.description)).toEqual([
      `Reported risk ${risk.riskId}: Evented risk`,
      `Updated risk ${risk.riskId}: Evented risk`,
      `Risk ${risk.riskId}: Evented risk went outside the appetite (score 15 above 12)`,
      `Closed risk ${risk.riskId}: Evented risk`,
      `Commented on risk ${risk.riskId}: Evented risk`,
      `Deleted risk ${risk.riskId}: Evented risk`,
    ]);
    expect(events[1].data).toMatchObject({
      changes: { impact: { from: 4, to: 5 }, departmentIds: { from: [it_.id], to: [finance.id, it_.id].sort((a, b) => a - b) } },
    });
    expect(events[0].actor).toEqual({ id: manager.id, role: 'manager' });
  });

  it('a change that waited for another change of the risk compares with what that one left, and does not block comments', async () => {
    const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ title: 'Contended risk' }), manager);
    const waitingForLock = async () => {
      const [row] = await app.orm.em
        .fork()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
      return Number(row.n) > 0;
    };
    let pending: Promise<RiskView> | undefined;
    await app.orm.em.fork().transactional(async (tx) => {
      // Another change, in flight: moves the risk from IT to Finance (the risk's row stays locked until commit).
      await tx.execute(`update risk.risk set title = 'Contended risk 2', updated_at = now() where id = ?`, [risk.id]);
      await tx.execute(`delete from risk.risk_department where risk_id = ?`, [risk.id]);
      await tx.execute(`insert into risk.risk_department (risk_id, department_id) values (?, ?)`, [risk.id, finance.id]);
      pending = app.send<RiskView>(SUBJECTS.risk.risksUpdate, { id: risk.id, departmentIds: [it_.id] }, manager);
      await eventually(waitingForLock, 10_000);
      // The change waits for the risk's row; a comment (its foreign key takes FOR KEY SHARE) does not.
      const comment = await app.send<RiskCommentView>(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content: 'Meanwhile' }, member);
      expect(comment.content).toBe('Meanwhile');
    });
    const updated = await pending!;
    expect(updated).toMatchObject({ title: 'Contended risk 2', departmentIds: [it_.id] });
    expect(updated.departments).toEqual([{ id: it_.id, name: 'IT' }]);
    expect(await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id })).toMatchObject({ departmentIds: [it_.id] });
    const events = (await eventsOf(risk.id)).filter((e) => e.type !== 'comment_added');
    expect(events.map((e) => e.type)).toEqual(['risk_created', 'risk_updated']);
    expect(events[1].data).toMatchObject({ changes: { departmentIds: { from: [finance.id], to: [it_.id] } } });
  });

  it('recomputes score and level on update and keeps the updated date', async () => {
    const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ likelihood: 1, impact: 1 }));
    expect(risk.riskLevel).toBe('low');
    const updated = await app.send<RiskDto>(SUBJECTS.risk.risksUpdate, { id: risk.id, likelihood: 5, impact: 3, riskScore: 1 });
    expect(updated).toMatchObject({ riskScore: 15, riskLevel: 'critical' });
    expect(updated.updatedAt).not.toBeNull();
    const dated = await app.send<RiskDto>(SUBJECTS.risk.risksUpdate, { id: risk.id, dateIdentified: '2026-01-15', description: null });
    expect(dated).toMatchObject({ dateIdentified: '2026-01-15', description: null });
    expect(await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id })).toMatchObject({
      dateIdentified: '2026-01-15',
      description: null,
    });
    await expect(app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, title: null })).rejects.toMatchObject({
      status: 400,
      message: VALIDATION.titleMin,
    });
  });

  describe('views (names from the projections: no identity service runs in these tests)', () => {
    const RISK_KEYS = [
      'id',
      'riskId',
      'title',
      'description',
      'suggestedSolution',
      'status',
      'riskType',
      'riskTypeId',
      'affectedApp',
      'frequency',
      'ownerId',
      'likelihood',
      'impact',
      'riskScore',
      'riskLevel',
      'departmentIds',
      'dateIdentified',
      'reportedById',
      'createdAt',
      'updatedAt',
      // Issue 25: the residual assessment and the treatment, after the spec's fields.
      'residualLikelihood',
      'residualImpact',
      'residualScore',
      'residualLevel',
      'treatmentStrategy',
      'treatmentPlan',
      'treatmentDueDate',
      // Issue 26: the reviews' dates.
      'lastReviewedAt',
      'nextReviewDue',
    ];
    const ownerView = () => ({
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      role: 'manager',
      departmentId: null,
      profileImageUrl: null,
    });

    it('answers the list, the detail and a change with the owner and department names, in one request each', async () => {
      const created = await app.send<RiskView>(
        SUBJECTS.risk.risksCreate,
        form({ title: 'Viewed risk', departmentIds: [it_.id, finance.id] }),
        member,
      );
      const departments = [finance, it_].sort((a, b) => a.id - b.id).map((d) => ({ id: d.id, name: d.name }));
      expect(Object.keys(created)).toEqual([...RISK_KEYS, 'owner', 'departments', 'treatment', 'acceptance', 'appetite']);
      expect(created.owner).toEqual(ownerView());
      expect(Object.keys(created.owner!)).toEqual(['id', 'firstName', 'lastName', 'email', 'role', 'departmentId', 'profileImageUrl']);
      expect(created.departments).toEqual(departments);

      // The list's views are written by PostgreSQL as JSON (RiskRepository.listJson): the same values and key order.
      const { items } = await app.send<Page<RiskView>>(SUBJECTS.risk.risksList, { search: 'Viewed risk' }, member);
      expect(items).toEqual([created]);
      expect(Object.keys(items[0])).toEqual(Object.keys(created));

      const detail = await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: created.id }, member);
      expect(Object.keys(detail)).toEqual([
        ...RISK_KEYS,
        'riskTypeDetail',
        'permissions',
        'owner',
        'departments',
        'treatment',
        'acceptance',
        'appetite',
      ]);
      expect(detail).toMatchObject({
        riskTypeDetail: { id: 2, name: 'technical', description: expect.any(String), createdAt: expect.any(String) },
        owner: ownerView(),
        departments,
      });

      const updated = await app.send<RiskView>(SUBJECTS.risk.risksUpdate, { id: created.id, departmentIds: [finance.id] }, manager);
      expect(updated.departments).toEqual([{ id: finance.id, name: finance.name }]);
      const listed = await app.send<Page<RiskView>>(SUBJECTS.risk.risksList, { search: 'Viewed risk' }, member);
      expect(listed).toEqual({ items: [updated], total: 1 });
    });

    it('names comment authors and the departments of the summary', async () => {
      const risk = await app.send<RiskView>(SUBJECTS.risk.risksCreate, form({ title: 'Commented view' }), member);
      const comment = await app.send<RiskCommentView>(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content: 'Noted' }, executive);
      expect(Object.keys(comment)).toEqual(['id', 'content', 'authorId', 'riskId', 'taskId', 'createdAt', 'author']);
      expect(comment.author).toMatchObject({ id: executive.id, firstName: executive.firstName, lastName: executive.lastName });
      const page = await app.send<Page<RiskCommentView>>(SUBJECTS.risk.commentsList, { riskId: risk.id }, member);
      expect(page).toEqual({ items: [comment], total: 1 });
      const summary = await app.send<DepartmentRiskSummaryDto[]>(SUBJECTS.risk.summaryByDepartment, {}, member);
      expect(summary.find((s) => s.departmentId === it_.id)?.departmentName).toBe('IT');
    });

    it("follows a person's change of role in the owner it shows", async () => {
      const promoted = await app.user('manager', { firstName: 'Rana', lastName: 'Odeh' });
      const risk = await app.send<RiskView>(SUBJECTS.risk.risksCreate, form({ ownerId: promoted.id }), member);
      expect(risk.owner).toMatchObject({ firstName: 'Rana', role: 'manager' });
      await app.changeRole(promoted, 'system_admin');
      expect((await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, member)).owner).toMatchObject({
        role: 'system_admin',
      });
    });
  });

  describe('authorization', () => {
    let risk: RiskDto;
    beforeAll(async () => {
      risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ title: 'Reported by a team member' }), reporter);
    });

    it('lets every role read, and tells each what it may do', async () => {
      const asMember = await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, member);
      expect(asMember.permissions).toEqual({ canEdit: false, canDelete: false });
      expect(asMember.riskTypeDetail).toMatchObject({ id: 2, name: 'technical' });
      expect((await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, reporter)).permissions).toEqual({
        canEdit: true,
        canDelete: false,
      });
      expect((await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, owner)).permissions).toEqual({
        canEdit: true,
        canDelete: true,
      });
      expect((await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, executive)).permissions).toEqual({
        canEdit: false,
        canDelete: false,
      });
    });

    it('lets the reporter edit while open, then no more', async () => {
      await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, title: 'Reported by a team member (fixed)' }, reporter);
      await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, status: 'under_review' }, reporter);
      await expect(app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, status: 'open' }, reporter)).rejects.toMatchObject({
        status: 403,
        message: RISK_MESSAGES.forbiddenEdit,
      });
    });

    it('refuses edits by other team members and executives with 403', async () => {
      await expect(app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, title: 'Hijack' }, member)).rejects.toMatchObject({ status: 403 });
      await expect(app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, title: 'Hijack' }, executive)).rejects.toMatchObject({ status: 403 });
    });

    it('lets any manager edit, but only the owner or a system admin delete', async () => {
      await app.send(SUBJECTS.risk.risksUpdate, { id: risk.id, status: 'mitigation_in_progress' }, manager);
      await expect(app.send(SUBJECTS.risk.risksDelete, { id: risk.id }, manager)).rejects.toMatchObject({
        status: 403,
        message: RISK_MESSAGES.forbiddenDelete,
      });
      await expect(app.send(SUBJECTS.risk.risksDelete, { id: risk.id }, reporter)).rejects.toMatchObject({ status: 403 });
      await app.send(SUBJECTS.risk.risksDelete, { id: risk.id }, owner);
      await expect(app.send(SUBJECTS.risk.risksGet, { id: risk.id }, owner)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('comments', () => {
    it('takes the author from the actor, lists oldest first and refuses blank text', async () => {
      const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form());
      const first = await app.send<RiskCommentView>(
        SUBJECTS.risk.commentsCreate,
        { riskId: risk.id, content: '  First  ', authorId: owner.id },
        member,
      );
      expect(first).toMatchObject({ content: 'First', authorId: member.id, riskId: risk.id, taskId: null });
      await app.send(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content: 'Second' }, executive);
      await expect(app.send(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content: '   ' }, member)).rejects.toMatchObject({
        status: 400,
        message: VALIDATION.contentRequired,
      });
      const list = await app.send<Page<RiskCommentView>>(SUBJECTS.risk.commentsList, { riskId: risk.id }, member);
      expect(list.items.map((c) => c.content)).toEqual(['First', 'Second']);
      const second = await app.send<Page<RiskCommentView>>(SUBJECTS.risk.commentsList, { riskId: risk.id, limit: 1, offset: 1 }, member);
      expect(second).toMatchObject({ items: [{ content: 'Second' }], total: 2 });
    });

    it('are deleted with their risk, in the same transaction', async () => {
      const risk = await app.send<RiskDto>(SUBJECTS.risk.risksCreate, form({ departmentIds: [it_.id, finance.id] }));
      for (const content of ['a', 'b', 'c']) await app.send(SUBJECTS.risk.commentsCreate, { riskId: risk.id, content }, member);
      expect(await app.count('risk_comment', 'risk_id = ?', [risk.id])).toBe(3);
      await app.send(SUBJECTS.risk.risksDelete, { id: risk.id });
      expect(await app.count('risk_comment', 'risk_id = ?', [risk.id])).toBe(0);
      expect(await app.count('risk_department', 'risk_id = ?', [risk.id])).toBe(0);
      expect(await app.count('risk', 'id = ?', [risk.id])).toBe(0);
    });
  });

  describe('list, matrix and summary', () => {
    let hr: { id: number; name: string };
    beforeAll(async () => {
      hr = await app.department('Human Resources');
      await app.send(
        SUBJECTS.risk.risksCreate,
        form({ title: 'Payroll fraud', riskType: 'financial', departmentIds: [hr.id], likelihood: 5, impact: 5 }),
      );
      await app.send(
        SUBJECTS.risk.risksCreate,
        form({
          title: 'Hiring freeze',
          riskType: 'operational',
          departmentIds: [hr.id, finance.id],
          likelihood: 2,
          impact: 2,
          status: 'accepted',
        }),
      );
    });

    it('filters on the server and pages with a total', async () => {
      const all = await app.send<{ items: RiskDto[]; total: number }>(SUBJECTS.risk.risksList, { limit: 5 }, member);
      expect(all.items).toHaveLength(5);
      expect(all.total).toBeGreaterThan(50);
      const page2 = await app.send<{ items: RiskDto[]; total: number }>(SUBJECTS.risk.risksList, { limit: 5, offset: 5 }, member);
      expect(page2.items.map((r) => r.id)).not.toEqual(expect.arrayContaining(all.items.map((r) => r.id)));

      const byDept = await app.send<{ items: RiskDto[]; total: number }>(SUBJECTS.risk.risksList, { departmentId: String(hr.id) }, member);
      expect(byDept.items.map((r) => r.title).sort()).toEqual(['Hiring freeze', 'Payroll fraud']);
      const search = await app.send<{ items: RiskDto[]; total: number }>(SUBJECTS.risk.risksList, { search: 'PAYROLL' }, member);
      expect(search.items.map((r) => r.title)).toEqual(['Payroll fraud']);
      const byCode = await app.send<{ items: RiskDto[]; total: number }>(
        SUBJECTS.risk.risksList,
        { search: search.items[0].riskId.toLowerCase() },
        member,
      );
      expect(byCode.total).toBe(1);
      const combined = await app.send<{ items: RiskDto[]; total: number }>(
        SUBJECTS.risk.risksList,
        { level: 'critical', riskType: 'financial', status: 'open,under_review', likelihood: '5', impact: 5, ownerId: owner.id },
        member,
      );
      expect(combined.items.map((r) => r.title)).toEqual(['Payroll fraud']);
      const wildcard = await app.send<{ total: number }>(SUBJECTS.risk.risksList, { search: '%' }, member);
      expect(wildcard.total).toBe(0);
    });

    it('counts the matrix cells', async () => {
      const cells = await app.send<RiskMatrixCellDto[]>(SUBJECTS.risk.risksMatrix, { departmentId: hr.id }, member);
      expect(cells).toEqual([
        { likelihood: 5, impact: 5, count: 1 },
        { likelihood: 2, impact: 2, count: 1 },
      ]);
    });

    it('sums risks per department and level, with the department names', async () => {
      const summary = await app.send<DepartmentRiskSummaryDto[]>(SUBJECTS.risk.summaryByDepartment, {}, member);
      expect(summary.find((s) => s.departmentId === hr.id)).toEqual({
        departmentId: hr.id,
        departmentName: 'Human Resources',
        totalRisks: 2,
        criticalCount: 1,
        highCount: 0,
        mediumCount: 1,
        lowCount: 0,
      });
    });

    it('answers several risks by id (for task views)', async () => {
      const { items } = await app.send<{ items: RiskDto[] }>(SUBJECTS.risk.risksList, { limit: 3 }, member);
      const found = await app.send<RiskDto[]>(SUBJECTS.risk.risksByIds, { ids: [...items.map((r) => r.id), 'nope'] }, member);
      expect(found.map((r) => r.id).sort()).toEqual(items.map((r) => r.id).sort());
    });
  });

  describe("treatment by tasks (the task service's events)", () => {
    const task = (id: string, status: TaskDto['status'], riskIds: string[]) =>
      ({ id, taskId: 'TSK-2026-0001', title: 'Task', status, riskIds }) as TaskDto;
    const announce = (dto: TaskDto) =>
      app.publish(
        createEvent(TaskUpdated, { actor: null, entity: { type: 'task', id: dto.id }, description: 'x', data: { task: dto, changes: {} } }),
      );

    it('counts linked tasks done of all in the list and the detail, following created, updated and deleted tasks', async () => {
      const risk = await app.send<RiskView>(SUBJECTS.risk.risksCreate, form({ title: 'Treated risk' }), owner);
      expect(risk.treatment).toEqual({ done: 0, total: 0 });
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      await app.publish(
        createEvent(TaskCreated, {
          actor: null,
          entity: { type: 'task', id: a },
          description: 'x',
          data: { task: task(a, 'done', [risk.id]) },
        }),
      );
      await app.publish(
        createEvent(TaskCreated, {
          actor: null,
          entity: { type: 'task', id: b },
          description: 'x',
          data: { task: task(b, 'to_do', [risk.id]) },
        }),
      );
      await app.publish(
        createEvent(TaskCreated, { actor: null, entity: { type: 'task', id: c }, description: 'x', data: { task: task(c, 'done', []) } }),
      );
      const treatment = async () => (await app.send<RiskDetailView>(SUBJECTS.risk.risksGet, { id: risk.id }, member)).treatment;
      await eventually(async () => (await treatment())?.total === 2, 10_000);
      expect(await treatment()).toEqual({ done: 1, total: 2 });

      await announce(task(c, 'done', [risk.id]));
      await announce(task(b, 'in_progress', []));
      await eventually(async () => JSON.stringify(await treatment()) === JSON.stringify({ done: 2, total: 2 }), 10_000);
      await app.publish(
        createEvent(TaskDeleted, {
          actor: null,
          entity: { type: 'task', id: a },
          description: 'x',
          data: { task: task(a, 'done', [risk.id]), deletedComments: 0 },
        }),
      );
      await eventually(async () => (await treatment())?.total === 1, 10_000);
      const { items } = await app.send<{ items: RiskView[] }>(SUBJECTS.risk.risksList, { search: 'Treated risk' }, member);
      expect(items.find((r) => r.id === risk.id)?.treatment).toEqual({ done: 1, total: 1 });
    });
  });
});
