import { beforeAll, describe, expect, it } from '@jest/globals';
import { SAVED_VIEW_MESSAGES, type SavedViewDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { signedInAdmin, signedInAs, unique } from './support/fixtures.js';

/** /api/saved-views: per person, shared by a manager, a refused share, the delete rules. */
describe('/api/saved-views', () => {
  let admin: ApiClient;
  let manager: ApiClient;
  let member: ApiClient;
  let colleague: ApiClient;

  const views = async (client: ApiClient, list: 'risks' | 'tasks') => {
    const res = await client.get<SavedViewDto[]>(`/api/saved-views?list=${list}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    admin = await signedInAdmin();
    manager = (await signedInAs(admin, 'manager')).client;
    member = (await signedInAs(admin, 'team_member')).client;
    colleague = (await signedInAs(admin, 'team_member')).client;
  });

  it('keeps a view for the person who saved it only', async () => {
    const name = unique('Open risks');
    const saved = await member.post('/api/saved-views', { list: 'risks', name, query: '?status=open&sort=score&order=desc' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ list: 'risks', name, query: 'status=open&sort=score&order=desc', shared: false, deletable: true });
    expect((await views(member, 'risks')).map((v) => v.id)).toContain(saved.body.id);
    expect((await views(member, 'tasks')).map((v) => v.id)).not.toContain(saved.body.id);
    expect((await views(colleague, 'risks')).map((v) => v.id)).not.toContain(saved.body.id);
    expect((await member.request('DELETE', `/api/saved-views/${saved.body.id}`)).status).toBe(204);
    expect((await views(member, 'risks')).map((v) => v.id)).not.toContain(saved.body.id);
  });

  it("shows a manager's shared view to everyone, marked shared, deletable only by its owner and system admins", async () => {
    const saved = await manager.post('/api/saved-views', { list: 'tasks', name: unique('Team'), query: 'status=todo', shared: true });
    expect(saved.status).toBe(201);
    const seen = (await views(member, 'tasks')).find((v) => v.id === saved.body.id);
    expect(seen).toMatchObject({ shared: true, deletable: false });
    const refused = await member.request('DELETE', `/api/saved-views/${saved.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SAVED_VIEW_MESSAGES.savedViewDeleteForbidden);
    expect((await admin.request('DELETE', `/api/saved-views/${saved.body.id}`)).status).toBe(204);
    expect((await views(member, 'tasks')).map((v) => v.id)).not.toContain(saved.body.id);
  });

  it('refuses a share by a team member with a message in the request language, and saves nothing', async () => {
    const name = unique('For all');
    const refused = await member.post('/api/saved-views', { list: 'risks', name, query: '', shared: true });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SAVED_VIEW_MESSAGES.savedViewShareForbidden);
    const arabic = await member.post(
      '/api/saved-views',
      { list: 'risks', name, query: '', shared: true },
      { headers: { 'Accept-Language': 'ar' } },
    );
    expect(arabic.status).toBe(403);
    expect(arabic.body.message).toBe('لا يمكن إلا للمديرين ومسؤولي النظام مشاركة عرض مع الجميع');
    expect((await views(member, 'risks')).map((v) => v.name)).not.toContain(name);
  });

  it('answers 409 for a name the person already uses on the list, and 400 for bad input', async () => {
    const name = unique('Same');
    expect((await member.post('/api/saved-views', { list: 'tasks', name, query: 'a=1' })).status).toBe(201);
    const again = await member.post('/api/saved-views', { list: 'tasks', name: name.toUpperCase(), query: 'a=2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SAVED_VIEW_MESSAGES.savedViewNameTaken);
    expect((await colleague.post('/api/saved-views', { list: 'tasks', name, query: 'a=2' })).status).toBe(201);
    for (const body of [
      { list: 'tasks', name: '', query: '' },
      { list: 'people', name: 'x', query: '' },
      { list: 'tasks', name: 'x', query: 'q='.padEnd(2100, 'x') },
      { list: 'tasks', name: 'x', query: '', shared: 'yes' },
    ]) {
      const res = await member.post('/api/saved-views', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await member.get('/api/saved-views?list=other')).status).toBe(400);
    expect((await member.request('DELETE', '/api/saved-views/not-a-uuid')).status).toBe(400);
  });

  it("answers 404 for someone else's private view, as for one that does not exist", async () => {
    const saved = await member.post('/api/saved-views', { list: 'risks', name: unique('Private'), query: 'x=1' });
    const res = await colleague.request('DELETE', `/api/saved-views/${saved.body.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(SAVED_VIEW_MESSAGES.savedViewNotFound);
  });

  it('refuses a person who is not signed in', async () => {
    const { ApiClient: Client } = await import('./support/api-client.js');
    expect((await new Client().get('/api/saved-views?list=risks')).status).toBe(401);
  });
});
