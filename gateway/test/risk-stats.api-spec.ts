import { beforeAll, describe, expect, it } from '@jest/globals';
import { ERRORS, RISK_MESSAGES, type DepartmentDto, type RiskMonthCountDto, type UserDto } from '@rtm/contracts';
import { ApiClient } from './support/api-client.js';
import { createDepartment, createUser, expectValidationErrors, signedInAdmin, signedInAs, unique } from './support/fixtures.js';

const PATH = '/api/risks/stats/monthly';
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** GET /api/risks/stats/monthly: risks opened and closed per month (the dashboard's line chart). */
describe('risk stats', () => {
  let admin: ApiClient;
  let owner: UserDto;
  let department: DepartmentDto;
  let executive: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;

  const current = async (client: ApiClient) => {
    const res = await client.get<RiskMonthCountDto[]>(PATH);
    expect(res.status).toBe(200);
    return res.body.at(-1)!;
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    department = await createDepartment(admin, unique('Stats'));
    owner = await createUser(admin, { role: 'manager', departmentId: department.id });
    executive = (await signedInAs(admin, 'executive')).client;
    manager = (await signedInAs(admin, 'manager')).client;
    member = (await signedInAs(admin, 'team_member')).client;
  });

  it('answers 401 without a session', async () => {
    const res = await new ApiClient().get(PATH);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ERRORS.unauthenticated);
  });

  it('answers 403 to a team member', async () => {
    const res = await member.get(PATH);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ERRORS.forbidden);
  });

  it.each(['months=0', 'months=37', 'months=abc', 'months=1.5'])('rejects %s with 400 and the message', async (query) => {
    const res = await executive.get(`${PATH}?${query}`);
    expect(res.status).toBe(400);
    expectValidationErrors(res, [RISK_MESSAGES.statsMonthsRange]);
  });

  it('answers the last 12 months by default, oldest first, ending with this one', async () => {
    for (const client of [executive, manager, admin]) {
      const res = await client.get<RiskMonthCountDto[]>(PATH);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(12);
      expect(res.body.at(-1)).toEqual({ month: thisMonth(), opened: expect.any(Number), closed: expect.any(Number) });
      expect([...res.body.map((m) => m.month)].sort()).toEqual(res.body.map((m) => m.month));
    }
    const three = await executive.get<RiskMonthCountDto[]>(`${PATH}?months=3`);
    expect(three.body).toHaveLength(3);
  });

  it('counts a risk reported and then closed in this month', async () => {
    const before = await current(executive);
    const created = await member.post<{ id: string }>('/api/risks', {
      title: `${unique('stats')} backup failure`,
      riskType: 'technical',
      ownerId: owner.id,
      departmentIds: [department.id],
    });
    expect(created.status).toBe(201);
    const afterCreate = await current(executive);
    expect(afterCreate.opened).toBeGreaterThanOrEqual(before.opened + 1);

    const closed = await admin.patch(`/api/risks/${created.body.id}`, { status: 'closed' });
    expect(closed.status).toBe(200);
    const afterClose = await current(manager);
    expect(afterClose.closed).toBeGreaterThanOrEqual(before.closed + 1);
    expect(afterClose.opened).toBeGreaterThanOrEqual(afterCreate.opened);
  });
});
