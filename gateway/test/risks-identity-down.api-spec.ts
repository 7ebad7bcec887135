import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DepartmentDto, RiskDetailView, RiskView, UserDto } from '@rtm/contracts';
// The stack launcher is the repository's own tooling (scripts/), not a library another project could depend on.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOwnStack, type OwnStack } from '../../scripts/testing/own-stack.js';
import { ApiClient } from './support/api-client.js';
import { ADMIN, createDepartment, createUser, unique } from './support/fixtures.js';

/**
 * One hop per read: the risk service answers risks with owner and department names from its own
 * projections, so reading risks needs no identity service. This file runs its own stack (identity, risk,
 * gateway) and stops identity in it.
 */
describe('risks while the identity service is down', () => {
  let stack: OwnStack;
  let admin: ApiClient;
  let owner: UserDto;
  let finance: DepartmentDto;
  let it_: DepartmentDto;
  let risk: RiskView;
  const tag = unique('noidentity');

  beforeAll(async () => {
    stack = await startOwnStack('noidentity', ['identity', 'risk']);
    admin = new ApiClient(stack.baseUrl);
    expect((await admin.login(ADMIN.username, ADMIN.password)).status).toBe(200);
    finance = await createDepartment(admin, unique('Finance'));
    it_ = await createDepartment(admin, unique('IT'));
    owner = await createUser(admin, { role: 'manager', firstName: 'Huda', lastName: 'Saleh', departmentId: it_.id });
    const created = await admin.post('/api/risks', {
      title: `${tag} data centre flooding`,
      riskType: 'operational',
      ownerId: owner.id,
      departmentIds: [finance.id, it_.id],
      likelihood: 4,
      impact: 5,
    });
    expect(created.status).toBe(201);
    risk = created.body;
    expect((await admin.post('/api/comments', { content: 'Seen', riskId: risk.id })).status).toBe(201);

    await stack.stopService('identity');
    expect((await admin.get('/api/users')).status).toBe(503); // identity is really gone
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const departments = () => [finance, it_].sort((a, b) => a.id - b.id).map((d) => ({ id: d.id, name: d.name }));

  it('GET /api/risks still answers the owner and department names', async () => {
    const res = await admin.get(`/api/risks?search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
    const [listed] = res.body as RiskView[];
    expect(listed.owner).toEqual({
      id: owner.id,
      firstName: 'Huda',
      lastName: 'Saleh',
      email: owner.email,
      role: 'manager',
      departmentId: it_.id,
      profileImageUrl: null,
    });
    expect(listed.departments).toEqual(departments());
  });

  it('GET /api/risks/{id} still answers the owner, the department names and the risk type', async () => {
    const res = await admin.get(`/api/risks/${risk.id}`);
    expect(res.status).toBe(200);
    const detail = res.body as RiskDetailView;
    expect(detail.owner).toMatchObject({ id: owner.id, firstName: 'Huda', lastName: 'Saleh' });
    expect(detail.departments).toEqual(departments());
    expect(detail.riskTypeDetail).toMatchObject({ name: 'operational' });
  });

  it('still names comment authors and the departments of the summary', async () => {
    const comments = await admin.get(`/api/comments/risk/${risk.id}`);
    expect(comments.status).toBe(200);
    expect(comments.body[0].author).toMatchObject({ firstName: 'System', lastName: 'Administrator' });
    const summary = await admin.get('/api/risks/by-department/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.find((row: { departmentId: number }) => row.departmentId === finance.id)?.departmentName).toBe(finance.name);
  });
});
