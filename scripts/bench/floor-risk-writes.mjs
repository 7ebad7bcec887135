/**
 * The floor's writes of the mixed load (deploy/k6/mix.js): create a risk, comment on one, change one, with the
 * statements the risk service runs for them (services/risk/src/risks/risks.service.ts, risk.repository.ts,
 * comments/risk-comments.service.ts): the reference check against the projections, the year's number in a statement
 * of its own, then one transaction of the change's statement (rows, links, monthly and kept counts, the answer's view) and its
 * outbox row. The outbox row is written as sent: nobody publishes it, since nothing listens to the floor. Sessions,
 * NATS, consumers and validation beyond what the statements check are not the floor's: it is what PostgreSQL and one
 * Node process cost for the same rows.
 *   POST /risks?user=<id>, PATCH /risks/<id>?user=<id>&role=<role>, POST /comments?user=<id>
 */
import { randomUUID } from 'node:crypto';
import { formatCode } from '../../libs/contracts/dist/common/rules.js';
import { riskLevel, riskScore } from '../../libs/contracts/dist/risk/rules.js';
import { addCountsSql } from '../../libs/backend/dist/db/kept-counts.js';
import { riskCountDeltas, riskDayDeltas } from '../../services/risk/dist/risks/risk-counts.js';
import { answer, userSummary } from './floor-sql.mjs';

/**
 * @param {import('pg').Pool} pool
 * @param {(name: string) => string} t quoted table of the risk schema
 * @param {{ select: (from: string) => string, view: (row: object) => object, detail: (row: object, user: string, role: string) => object }} views
 */
export function riskWriteRoutes(pool, t, { select, view, detail }) {
  /** Runs `work(client)` in one transaction on one pooled connection. */
  async function transaction(work) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  const outbox = (client, subject, payload) =>
    client.query(`insert into ${t('outbox_event')} (id, subject, payload, sent_at) values ($1, $2, $3, now())`, [
      randomUUID(),
      subject,
      JSON.stringify(payload),
    ]);

  /**
   * RiskRepository.counting: the kept counts' upserts and their changes of `day` (issue 26; UTC, the default
   * MAIL_TIME_ZONE) as WITH queries (`counted0`...), their parameters numbered from `first` on.
   * @param {import('../../services/risk/dist/risks/risk-counts.js').RiskCountDeltas} deltas @param {string} day
   */
  const counting = (deltas, first, day) => {
    const days = riskDayDeltas(deltas, day);
    const statements = [
      ...(deltas.matrix.length
        ? [
            addCountsSql(
              t('risk_matrix_count'),
              'risks',
              { key: { likelihood: 'smallint', impact: 'smallint', status: 'text' }, more: { risk_level: 'text' } },
              deltas.matrix,
            ),
          ]
        : []),
      ...(deltas.departments.length
        ? [addCountsSql(t('risk_department_count'), 'risks', { key: { department_id: 'integer', risk_level: 'text' } }, deltas.departments)]
        : []),
      ...(deltas.assessment.length
        ? [
            addCountsSql(
              t('risk_assessment_count'),
              'risks',
              { key: { risk_type: 'text', likelihood: 'smallint', impact: 'smallint', status: 'text' } },
              deltas.assessment,
            ),
          ]
        : []),
      ...(days.cells.length
        ? [
            addCountsSql(
              t('risk_cell_day'),
              'risks',
              { key: { assessment: 'text', day: 'date', likelihood: 'smallint', impact: 'smallint', status: 'text' } },
              days.cells,
              true,
            ),
          ]
        : []),
      ...(days.departments.length
        ? [
            addCountsSql(
              t('risk_department_day'),
              'risks',
              { key: { day: 'date', department_id: 'integer', risk_level: 'text' } },
              days.departments,
              true,
            ),
          ]
        : []),
    ];
    return {
      sql: statements.map((c, i) => `, counted${i} as (${c.sql.replace('?', `$${first + i}`)})`).join(''),
      params: statements.flatMap((c) => c.params),
    };
  };

  /** References.checkOnce: the owner's role, the unknown departments and users, in one statement. */
  const checkReferences = (ownerId, departmentIds, userIds) =>
    pool.query(
      `select o.role as owner_role, o.is_active as owner_active,
              array(select d from unnest($1::int[]) d
                     where not exists (select 1 from ${t('department_projection')} p where p.id = d)) as missing_departments,
              array(select u from unnest($2::uuid[]) u where not exists (select 1 from ${t('user_projection')} p where p.id = u)) as unknown_users
         from (select 1) one left join ${t('user_projection')} o on o.id = $3`,
      [departmentIds, userIds, ownerId],
    );

  async function createRisk(body, user) {
    const departmentIds = [...new Set(body.departmentIds ?? [])];
    await checkReferences(body.ownerId, departmentIds, []);
    const now = new Date();
    const year = now.getUTCFullYear();
    const {
      rows: [{ first }],
    } = await pool.query(
      `insert into ${t('risk_counter')} as c (year, next_number) values ($1, 2)
       on conflict (year) do update set next_number = c.next_number + 1 returning c.next_number - 1 as first`,
      [year],
    );
    const score = riskScore(body.likelihood, body.impact);
    const row = {
      id: randomUUID(),
      risk_code: formatCode('RSK', year, Number(first)),
      code_year: year,
      code_number: Number(first),
      title: body.title,
      risk_type: body.riskType,
      owner_id: body.ownerId,
      likelihood: body.likelihood,
      impact: body.impact,
      risk_score: score,
      risk_level: riskLevel(score),
      date_identified: now.toISOString().slice(0, 10),
      reported_by: user,
      created_at: now.toISOString(),
    };
    const kept = counting(
      riskCountDeltas(
        [],
        [
          {
            riskType: row.risk_type,
            likelihood: row.likelihood,
            impact: row.impact,
            residualLikelihood: null,
            residualImpact: null,
            status: 'open',
            riskLevel: row.risk_level,
            departmentIds,
          },
        ],
      ),
      4,
      row.created_at.slice(0, 10),
    );
    const created = await transaction(async (client) => {
      const {
        rows: [inserted],
      } = await client.query(
        `with inserted as (
           insert into ${t('risk')} (id, risk_code, code_year, code_number, title, status, risk_type, frequency, owner_id,
             likelihood, impact, risk_score, risk_level, date_identified, reported_by, created_at)
           select id, risk_code, code_year, code_number, title, 'open', risk_type, 'once', owner_id, likelihood, impact,
             risk_score, risk_level, date_identified, reported_by, created_at
             from json_populate_record(null::${t('risk')}, $1::json)
           returning *),
         linked as (insert into ${t('risk_department')} (risk_id, department_id) select i.id, unnest($2::int[]) from inserted i),
         counted as (
           insert into ${t('risk_monthly_stats')} as s (month, opened, closed)
           values (date_trunc('month', $3::timestamptz at time zone 'UTC')::date, 1, 0)
           on conflict (month) do update set opened = s.opened + excluded.opened)
         ${kept.sql}
         ${select('inserted')}`,
        [JSON.stringify(row), departmentIds, row.created_at, ...kept.params],
      );
      await outbox(client, 'risk.created', { risk: view(inserted) });
      return inserted;
    });
    return answer(201, view(created));
  }

  async function changeRisk(id, body, user, role) {
    // The product reads the risk (its permissions) before the transaction, then locks it inside.
    await pool.query(`${select(t('risk'))} where r.id = $1`, [id]);
    const changed = await transaction(async (client) => {
      const {
        rows: [current],
      } = await client.query(`${select(t('risk'))} where r.id = $1 for no key update of r`, [id]);
      if (!current) return null;
      const likelihood = body.likelihood ?? Number(current.likelihood);
      const impact = body.impact ?? Number(current.impact);
      const score = riskScore(likelihood, impact);
      const departmentIds = current.departments.map((d) => Number(d.id));
      const residual = (value) => (value == null ? null : Number(value));
      const was = {
        riskType: current.risk_type,
        likelihood: Number(current.likelihood),
        impact: Number(current.impact),
        residualLikelihood: residual(current.residual_likelihood),
        residualImpact: residual(current.residual_impact),
        status: current.status,
        departmentIds,
      };
      const kept = counting(
        riskCountDeltas([{ ...was, riskLevel: current.risk_level }], [{ ...was, likelihood, impact, riskLevel: riskLevel(score) }]),
        6,
        new Date().toISOString().slice(0, 10),
      );
      const {
        rows: [updated],
      } = await client.query(
        `with updated as (
           update ${t('risk')} set likelihood = $1, impact = $2, risk_score = $3, risk_level = $4, updated_at = now()
            where id = $5 returning *)
         ${kept.sql}
         ${select('updated')}`,
        [likelihood, impact, score, riskLevel(score), id, ...kept.params],
      );
      await outbox(client, 'risk.updated', { risk: view(updated), changes: { likelihood: { from: current.likelihood, to: likelihood } } });
      return updated;
    });
    return changed ? answer(200, detail(changed, user, role)) : answer(404, { message: 'Risk not found' });
  }

  async function comment(body, user) {
    await checkReferences(null, [], [user]);
    const added = await transaction(async (client) => {
      const {
        rows: [row],
      } = await client.query(
        `with c as (
           insert into ${t('risk_comment')} (id, risk_id, author_id, content, created_at)
           select $1, r.id, $2, $3, now() from ${t('risk')} r where r.id = $4
           returning *)
         select c.id, c.content, c.author_id as "authorId", c.risk_id as "riskId", null as "taskId", c.created_at as "createdAt",
                ${userSummary('u')} as author, r.risk_code, r.title as risk_title, r.owner_id as risk_owner_id
           from c join ${t('risk')} r on r.id = c.risk_id
           left join ${t('user_projection')} u on u.id = c.author_id`,
        [randomUUID(), user, body.content.trim(), body.riskId],
      );
      if (!row) return null;
      const { risk_code: riskCode, risk_title: riskTitle, risk_owner_id: ownerId, ...comment } = row;
      await outbox(client, 'risk.comment_added', { commentId: comment.id, riskId: body.riskId, riskCode, riskTitle, ownerId });
      return comment;
    });
    return added ? answer(201, added) : answer(404, { message: 'Risk not found' });
  }

  /** @param {string} method @param {string[]} parts @param {URLSearchParams} q @param {any} body */
  return async function route(method, parts, q, body) {
    const user = q.get('user');
    if (method === 'POST' && parts.length === 1 && parts[0] === 'risks') return createRisk(body, user);
    if (method === 'PATCH' && parts.length === 2 && parts[0] === 'risks') return changeRisk(parts[1], body, user, q.get('role'));
    if (method === 'POST' && parts.length === 1 && parts[0] === 'comments') return comment(body, user);
    return null;
  };
}
