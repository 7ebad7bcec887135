/**
 * Departments and users for `npm run bench:scale` (and the risk owner of bench:roundtrip and bench:packs). Departments
 * through the product's API (POST /api/departments).
 * Users straight into identity's tables, with their `user_created` events in identity's outbox in the same statement,
 * as identity's own transaction writes them: its relay publishes them and every service's projection hears of every
 * user as it would through POST /api/users. Through the API each user costs an argon2 hash (19 MiB, two passes): 3 to
 * 10 users a second on this busy machine, where 10,000 would take the bench most of an hour. Every seeded user gets
 * the password hash of an existing user (the demo's first owner, whose password is `demo-password`).
 */
import pg from 'pg';
import { eventSubject } from '@rtm/contracts';
import { tablesOf } from './floor-sql.mjs';

const FIRST = ['Sara', 'Omar', 'Lina', 'Khalid', 'Maha', 'Yousef', 'Noura', 'Faisal', 'Huda', 'Tariq', 'Reem', 'Majed', 'Dana', 'Sami'];
const LAST = ['Ali', 'Haddad', 'Nasser', 'Saleh', 'Qasim', 'Darwish', 'Mansour', 'Farouk', 'Khoury', 'Rahman', 'Aziz'];
/** Roles of the seeded users, by how often they come up. */
const ROLES = ['team_member', 'team_member', 'team_member', 'team_member', 'team_member', 'team_member', 'manager', 'manager', 'executive'];

/** Departments until there are `count`; answers all of them. */
export async function seedDepartments(api, count) {
  const departments = (await api('GET', '/api/departments')).json;
  for (let i = departments.length + 1; i <= count; i++) {
    const name = `Bench department ${String(i).padStart(2, '0')}`;
    departments.push((await api('POST', '/api/departments', { name, description: 'Bench data' })).json);
  }
  return departments;
}

/**
 * A manager who owns the bench's risks (`bench.<label>.<time>`), made through the API, once the risk service knows them:
 * their user reaches its projection a moment later, so a first risk of theirs is made when it has.
 * @returns {Promise<{ id: string }>}
 */
export async function benchRiskOwner(api, label, departmentId) {
  const at = Date.now();
  const owner = (
    await api('POST', '/api/users', {
      username: `bench.${label}.${at}`,
      password: 'bench-secret-1',
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench.${label}.${at}@example.com`,
      role: 'manager',
    })
  ).json;
  for (let tries = 0; ; tries++) {
    try {
      await api('POST', '/api/risks', {
        title: 'Bench owner known',
        riskType: 'technical',
        ownerId: owner.id,
        departmentIds: [departmentId],
      });
      return owner;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Users `bench.user<n>` until there are `target` users, numbered on from the users there are (so the numbers never
 * repeat), spread over the departments, created by `actor`.
 * @param {{ databaseUrl: string, schema?: string, target: number, departmentIds: number[],
 *   passwordOf: string, actor: { id: string, role: string } }} options  `passwordOf`: the username whose password hash
 *   every seeded user gets
 * @returns {Promise<{ created: number, seconds: number }>}
 */
export async function seedUsers({ databaseUrl, schema = 'identity', target, departmentIds, passwordOf, actor }) {
  const t = tablesOf(schema);
  const started = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const from = Number((await db.query(`select count(*)::int as n from ${t('app_user')}`)).rows[0].n) + 1;
    const to = target;
    if (from > to) return { created: 0, seconds: 0 };
    await db.query(
      `with made as (
         insert into ${t('app_user')} (id, username, email, first_name, last_name, role, department_id, is_active, created_at, updated_at)
         select gen_random_uuid(), u.username, u.username || '@example.com',
                ($3::text[])[1 + g % cardinality($3::text[])], ($4::text[])[1 + (g * 7) % cardinality($4::text[])] || ' ' || g,
                ($5::text[])[1 + g % cardinality($5::text[])], ($6::int[])[1 + g % cardinality($6::int[])], true, now(), now()
           from generate_series($1::int, $2::int) g, lateral (select 'bench.user' || lpad(g::text, 5, '0') as username) u
         returning *
       ), credentials as (
         insert into ${t('credential')} (user_id, password_hash, updated_at)
         select m.id, c.password_hash, now() from made m,
                (select c.password_hash from ${t('credential')} c join ${t('app_user')} a on a.id = c.user_id
                  where lower(a.username) = lower($7)) c
       ), events as (
         select gen_random_uuid() as event_id, m.* from made m
       )
       insert into ${t('outbox_event')} (id, subject, payload)
       select m.event_id, $8, jsonb_build_object(
                'id', m.event_id, 'type', 'user_created', 'version', 1,
                'occurredAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'actor', jsonb_build_object('id', $9::uuid, 'role', $10::text),
                'entity', jsonb_build_object('type', 'user', 'id', m.id),
                'description', 'Created user ' || m.first_name || ' ' || m.last_name || ' (' || m.username || ') as ' || replace(m.role, '_', ' '),
                'data', jsonb_build_object(
                  'user', jsonb_build_object('id', m.id, 'firstName', m.first_name, 'lastName', m.last_name, 'email', m.email,
                                             'role', m.role, 'departmentId', m.department_id, 'profileImageUrl', null, 'isActive', true),
                  'username', m.username, 'language', 'en'))
         from events m`,
      [from, to, FIRST, LAST, ROLES, departmentIds, passwordOf, eventSubject('user_created'), actor.id, actor.role],
    );
    return { created: to - from + 1, seconds: (Date.now() - started) / 1000 };
  } finally {
    await db.end();
  }
}
