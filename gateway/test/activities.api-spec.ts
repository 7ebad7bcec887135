import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ActivityDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { createDepartment, eventually, signedInAdmin } from './support/fixtures.js';

describe('GET /api/activities', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  describe('with the notification service', () => {
    it('lists activities newest first with X-Total-Count', async () => {
      const department = await createDepartment(admin);
      const found = await eventually(async () => {
        const res = await admin.get('/api/activities?limit=50');
        return res.body?.some((a: ActivityDto) => a.entityType === 'department' && a.entityId === String(department.id)) && res;
      });
      expect(found.status).toBe(200);
      expect(Array.isArray(found.body)).toBe(true);
      const total = Number(found.headers.get('x-total-count'));
      expect(total).toBeGreaterThanOrEqual(found.body.length);
      const times = found.body.map((a: ActivityDto) => a.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('pages with limit and offset', async () => {
      await createDepartment(admin);
      await createDepartment(admin);
      await eventually(async () => (await admin.get('/api/activities')).body?.length >= 2);
      // Other test files add activities meanwhile, so compare shapes and order, not exact items.
      const first = await admin.get('/api/activities?limit=1');
      const second = await admin.get('/api/activities?limit=1&offset=1');
      expect(first.body).toHaveLength(1);
      expect(second.body).toHaveLength(1);
      expect(second.body[0].id).not.toBe(first.body[0].id);
      expect(Number(second.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);

      const beyond = await admin.get(`/api/activities?offset=${Number(second.headers.get('x-total-count')) + 1000}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual([]);
    });
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'offset=-1'])('rejects %s with 400', async (query) => {
    const res = await admin.get(`/api/activities?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
  });
});
