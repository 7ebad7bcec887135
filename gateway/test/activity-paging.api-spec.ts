import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { ActivityDto } from '@rtm/contracts';
import type { ApiClient } from './support/api-client.js';
import { signedInAdmin } from './support/fixtures.js';

/**
 * Cursor paging and the streamed export through the gateway, over 1,230 activities of one user written straight into
 * the log (as the bench does), so the export spans several batches and the user filter keeps other files' rows out.
 */
describe('Activity Log at size: cursor paging and the streamed export (GET /api/activities, /export)', () => {
  const db = new pg.Client({ connectionString: (JSON.parse(process.env.RTM_TEST_ENV!) as { DATABASE_URL: string }).DATABASE_URL });
  const userId = randomUUID();
  const ROWS = 1230;
  let admin: ApiClient;

  const list = (query: string) => admin.get<ActivityDto[]>(`/api/activities?userId=${userId}&${query}`);
  const ids = (res: { body: ActivityDto[] }) => res.body.map((a) => a.id);
  /** The user's rows newest first, as the table orders them, narrowed by `where`. */
  const expected = async (where = 'true', params: unknown[] = []) =>
    (
      await db.query<{ id: string; description: string }>(
        `select id, description from notification.activity where user_id = $1 and ${where} order by created_at desc, id desc`,
        [userId, ...params],
      )
    ).rows;

  beforeAll(async () => {
    await db.connect();
    admin = await signedInAdmin();
    await db.query(
      `insert into notification.activity (id, event_id, action_type, entity_type, entity_id, description, user_id, metadata, created_at)
       select gen_random_uuid(), gen_random_uuid(), (array['risk_created','risk_updated','task_created'])[1 + g % 3],
              (array['risk','risk','task'])[1 + g % 3], g::text, 'Paged row ' || g, $1, '{}'::jsonb,
              timestamptz '2025-01-01T00:00:00Z' + g * interval '3 hours 17 minutes 0.000123 seconds'
         from generate_series(1, ${ROWS}) g`,
      [userId],
    );
  });

  afterAll(async () => {
    await db.end();
  });

  it('walks the log by X-Next-Cursor: disjoint pages, every row, the order of the offset pages; back by X-Prev-Cursor', async () => {
    const all = (await expected()).map((r) => r.id);
    const limit = 200;
    const pages: string[][] = [];
    let res = await list(`limit=${limit}`);
    expect(res.headers.get('x-prev-cursor')).toBeNull();
    for (;;) {
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('x-total-count'))).toBe(ROWS);
      pages.push(ids(res));
      const offsetPage = await list(`limit=${limit}&offset=${(pages.length - 1) * limit}`);
      expect(ids(offsetPage)).toEqual(ids(res));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      res = await list(`limit=${limit}&cursor=${encodeURIComponent(next)}`);
    }
    expect(pages).toHaveLength(Math.ceil(ROWS / limit));
    expect(pages.flat()).toEqual(all);
    expect(new Set(pages.flat()).size).toBe(ROWS);

    const back: string[][] = [ids(res)];
    for (let prev = res.headers.get('x-prev-cursor'); prev; prev = res.headers.get('x-prev-cursor')) {
      res = await list(`limit=${limit}&cursor=${encodeURIComponent(prev)}`);
      back.unshift(ids(res));
    }
    expect(back).toEqual(pages);
  });

  it('combines the cursor with the other filters', async () => {
    const from = '2025-03-01T12:00:00.000Z';
    const to = '2025-05-20T06:30:00.000+04:00';
    const want = (await expected(`action_type = 'risk_updated' and entity_type = 'risk' and created_at between $2 and $3`, [from, to])).map(
      (r) => r.id,
    );
    expect(want.length).toBeGreaterThan(100);
    const filters = `actionType=risk_updated&entityType=risk&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&limit=37`;
    const seen: string[] = [];
    let res = await list(filters);
    for (;;) {
      expect(Number(res.headers.get('x-total-count'))).toBe(want.length);
      seen.push(...ids(res));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      res = await list(`${filters}&cursor=${encodeURIComponent(next)}`);
    }
    expect(seen).toEqual(want);
  });

  it('refuses a cursor beside an offset, and text that is no cursor, with 400', async () => {
    const first = await list('limit=5');
    const next = encodeURIComponent(first.headers.get('x-next-cursor')!);
    expect(await list(`cursor=${next}&offset=5`)).toMatchObject({
      status: 400,
      body: { message: 'Give either cursor or offset, not both' },
    });
    expect((await list('cursor=2')).status).toBe(400);
  });

  it('streams the export of the filters over several batches: every row once, newest first, as the list shows them', async () => {
    const want = await expected(`action_type <> 'task_created'`);
    expect(want.length).toBeGreaterThan(800);
    const res = await fetch(`${admin.baseUrl}/api/activities/export?userId=${userId}&entityType=risk`, {
      headers: { Cookie: `connect.sid=${admin.sessionCookie}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]).toEqual(['Date (UTC)', 'User', 'Email', 'Action', 'Entity Type', 'Entity ID', 'Description']);
    expect(rows.slice(1).map((r) => r[6])).toEqual(want.map((r) => r.description));
    expect(new Set(rows.slice(1).map((r) => r[4]))).toEqual(new Set(['risk']));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });
});
