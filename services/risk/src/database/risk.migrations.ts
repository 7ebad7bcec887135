import { commentTable, sqlTextList, type Migration } from '@rtm/backend/db';
import { bulkJobTable } from '@rtm/backend/jobs';
import { attachmentTable } from '@rtm/backend/attachments';
import { DEPARTMENT_PROJECTION_TABLE, USER_PROJECTION_TABLE } from '@rtm/backend/projections';
import { TASK_PROJECTION_TABLE } from '../treatment/task.projection.js';
import {
  ACCEPTANCE_STATUSES,
  AFFECTED_APPS,
  RISK_ASSESSMENT_KINDS,
  RISK_FREQUENCIES,
  RISK_LEVELS,
  RISK_STATUSES,
  STANDING_ACCEPTANCE_STATUSES,
  TREATMENT_STRATEGIES,
} from '@rtm/contracts';

/** The six risk types of SPEC section 3, seeded once. */
const RISK_TYPES: [string, string][] = [
  ['clinical', 'Patient safety, clinical care and clinical governance'],
  ['technical', 'Systems, infrastructure, software and data'],
  ['operational', 'Processes, people and day-to-day operations'],
  ['financial', 'Budgets, revenue, costs and fraud'],
  ['legal_compliance', 'Laws, regulations, contracts and policies'],
  ['reputational', 'Public image, trust and relationships'],
];

/** The timeline rows (0013) of the versions in `versions`, one per risk, in time order. */
const TIMELINE_OF_VERSIONS = (versions: string) => `
  select v.risk_id, max(v.risk_code),
         array_agg((extract(epoch from v.changed_at) * 1000000)::float8 order by v.changed_at, v.id),
         array_agg(case when v.action = 'deleted' then 0 else v.likelihood * 10 + v.impact end order by v.changed_at, v.id),
         array_agg(case when v.action = 'deleted' then 0 else v.assessed_likelihood * 10 + v.assessed_impact end order by v.changed_at, v.id),
         max(v.changed_at)
    from ${versions} v group by v.risk_id`;

export const RISK_MIGRATIONS: Migration[] = [
  {
    name: '0001-risks',
    up: [
      // Trigram indexes for the list search on title and code (ILIKE '%...%'). pg_trgm is a trusted
      // contrib extension; it goes to public so other schemas could use it too.
      `create extension if not exists pg_trgm with schema public`,

      `create table risk_type (
        id serial primary key,
        name text not null unique,
        description text,
        created_at timestamptz not null default now()
      )`,
      `create unique index risk_type_name_lower_uq on risk_type (lower(name))`,
      `insert into risk_type (name, description) values ${RISK_TYPES.map(([n, d]) => `('${n}', '${d}')`).join(', ')}`,

      // Per-year counter of SPEC section 3: next_number is the number the next risk of that year gets.
      `create table risk_counter (
        year integer primary key,
        next_number integer not null default 1 check (next_number >= 1)
      )`,

      `create table risk (
        id uuid primary key,
        risk_code text not null unique,
        code_year integer not null,
        code_number integer not null,
        title varchar(255) not null check (char_length(title) between 3 and 255),
        description text,
        suggested_solution text,
        status text not null default 'open' check (status in (${sqlTextList(RISK_STATUSES)})),
        risk_type text not null references risk_type (name) on update cascade,
        affected_app text check (affected_app in (${sqlTextList(AFFECTED_APPS)})),
        frequency text not null default 'once' check (frequency in (${sqlTextList(RISK_FREQUENCIES)})),
        owner_id uuid not null,
        likelihood smallint not null default 1 check (likelihood between 1 and 5),
        impact smallint not null default 1 check (impact between 1 and 5),
        risk_score smallint not null default 1 check (risk_score = likelihood * impact),
        risk_level text not null default 'low' check (risk_level in (${sqlTextList(RISK_LEVELS)})),
        date_identified date,
        reported_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz,
        unique (code_year, code_number)
      )`,
      // One index per list filter and for the default order (newest first).
      `create index risk_created_idx on risk (created_at desc, code_year desc, code_number desc)`,
      `create index risk_status_idx on risk (status, created_at desc)`,
      `create index risk_type_idx on risk (risk_type, created_at desc)`,
      `create index risk_level_idx on risk (risk_level, created_at desc)`,
      `create index risk_score_idx on risk (risk_score)`,
      `create index risk_owner_idx on risk (owner_id, created_at desc)`,
      `create index risk_matrix_idx on risk (likelihood, impact)`,
      `create index risk_updated_idx on risk (updated_at)`,
      `create index risk_title_trgm_idx on risk using gin (title gin_trgm_ops)`,
      `create index risk_code_trgm_idx on risk using gin (risk_code gin_trgm_ops)`,

      `create table risk_department (
        risk_id uuid not null references risk (id) on delete cascade,
        department_id integer not null,
        primary key (risk_id, department_id)
      )`,
      `create index risk_department_department_idx on risk_department (department_id, risk_id)`,

      ...commentTable('risk'),

      // (Until 0002 this migration also created user_ref and department_ref, the first projections of
      // identity's users and departments; 0002 moves their rows to the shared projection tables.)

      // Uploads larger than one NATS message arrive in chunks; they live here until the import runs.
      `create table import_chunk (
        upload_id uuid not null,
        idx integer not null,
        actor_id uuid not null,
        data bytea not null,
        created_at timestamptz not null default now(),
        primary key (upload_id, idx)
      )`,
      `create index import_chunk_created_idx on import_chunk (created_at)`,
    ],
  },
  {
    // Projections of identity's users and departments, fed by its events, so the risk service checks
    // owners and departments, names them in its views and matches them in imports without calling
    // identity: the shared tables of @rtm/backend/projections. A database made before this migration has
    // their facts in user_ref and department_ref, which move here.
    name: '0002-directory-projections',
    up: [
      ...USER_PROJECTION_TABLE,
      ...DEPARTMENT_PROJECTION_TABLE,
      `do $$ begin
        if to_regclass('user_ref') is not null then
          insert into user_projection (id, username, email, first_name, last_name, role, department_id, is_active, version_at)
            select id, username, email, first_name, last_name, role, department_id, is_active, version_at from user_ref;
          drop table user_ref;
        end if;
        if to_regclass('department_ref') is not null then
          insert into department_projection (id, name, version_at) select id, name, version_at from department_ref;
          drop table department_ref;
        end if;
      end $$`,
    ],
  },
  {
    // The task service's tasks (status, linked risks) fed by its events, so risk views say how many of a
    // risk's linked tasks are done ('2 of 5 done') without asking the task service.
    name: '0003-task-projection',
    up: [...TASK_PROJECTION_TABLE],
  },
  {
    // Risks opened and closed per calendar month (UTC) for the dashboard's line chart, counted by the risks
    // room in the transaction of each creation and each change of status to closed. The primary key on the
    // month is the index the chart's month range reads. Existing risks are counted once here: opened in the
    // month of created_at; the closed ones closed in the month of their last change (the best record of when
    // they were closed that a database made before this migration has).
    name: '0004-risk-monthly-stats',
    up: [
      `create table risk_monthly_stats (
        month date primary key check (month = date_trunc('month', month)::date),
        opened integer not null default 0 check (opened >= 0),
        closed integer not null default 0 check (closed >= 0)
      )`,
      `insert into risk_monthly_stats (month, opened, closed)
         select month, sum(opened)::int, sum(closed)::int from (
           select date_trunc('month', created_at at time zone 'UTC')::date as month, 1 as opened, 0 as closed from risk
           union all
           select date_trunc('month', coalesce(updated_at, created_at) at time zone 'UTC')::date, 0, 1 from risk where status = 'closed'
         ) e
         group by month`,
    ],
  },
  {
    // Uploads travel through the JetStream Object Store now (the gateway streams the file into an object,
    // the import reads and deletes it): the chunks table goes, with whatever half-finished uploads it held.
    name: '0005-drop-import-chunk',
    up: ['drop table if exists import_chunk'],
  },
  {
    // Counts kept in the transaction of each change (riskCountDeltas in risks/risk-counts.ts), so the dashboard's matrix,
    // the department summary and the list's total read a few rows instead of counting the register: risks per matrix
    // cell and status (the level is the cell's), and risks per department and level. A row whose count falls to 0
    // stays (the next risk of its cell updates it). Existing risks are counted once here; the migrations run before the
    // service takes requests, so no change of this version runs meanwhile.
    name: '0006-risk-kept-counts',
    up: [
      `create table risk_matrix_count (
        likelihood smallint not null check (likelihood between 1 and 5),
        impact smallint not null check (impact between 1 and 5),
        status text not null check (status in (${sqlTextList(RISK_STATUSES)})),
        risk_level text not null check (risk_level in (${sqlTextList(RISK_LEVELS)})),
        risks integer not null check (risks >= 0),
        primary key (likelihood, impact, status)
      )`,
      `create table risk_department_count (
        department_id integer not null,
        risk_level text not null check (risk_level in (${sqlTextList(RISK_LEVELS)})),
        risks integer not null check (risks >= 0),
        primary key (department_id, risk_level)
      )`,
      `insert into risk_matrix_count (likelihood, impact, status, risk_level, risks)
         select likelihood, impact, status, min(risk_level), count(*)::int from risk group by likelihood, impact, status`,
      `insert into risk_department_count (department_id, risk_level, risks)
         select d.department_id, r.risk_level, count(*)::int
           from risk_department d join risk r on r.id = d.risk_id
          group by d.department_id, r.risk_level`,
    ],
  },
  {
    // Issue 25: the residual assessment and the treatment decision beside the spec's (inherent) one, and each risk's
    // history of changes written in the change's transaction. Nullable columns without a default: no row is rewritten.
    // The history starts here: each existing risk gets one `created` entry with its values now, dated when it was
    // reported, so the register as of a date (issue 26) knows every risk.
    name: '0007-risk-assessment-history',
    up: [
      `alter table risk
         add column residual_likelihood smallint check (residual_likelihood between 1 and 5),
         add column residual_impact smallint check (residual_impact between 1 and 5),
         add column residual_score smallint,
         add column residual_level text check (residual_level in (${sqlTextList(RISK_LEVELS)})),
         add column treatment_strategy text check (treatment_strategy in (${sqlTextList(TREATMENT_STRATEGIES)})),
         add column treatment_plan text,
         add column treatment_due_date date,
         add constraint risk_residual_together check ((residual_likelihood is null) = (residual_impact is null)),
         add constraint risk_residual_within_inherent check (residual_score is null or residual_score <= risk_score)`,
      `create table risk_history (
        id uuid primary key,
        risk_id uuid not null,
        action text not null check (action in ('created', 'updated', 'closed', 'assessed', 'deleted')),
        changes jsonb not null,
        snapshot jsonb not null,
        changed_by uuid,
        changed_at timestamptz not null
      )`,
      `create index risk_history_risk_idx on risk_history (risk_id, changed_at desc, id desc)`,
      `insert into risk_history (id, risk_id, action, changes, snapshot, changed_by, changed_at)
         select gen_random_uuid(), r.id, 'created', '{}'::jsonb,
                jsonb_build_object('likelihood', r.likelihood, 'impact', r.impact, 'riskScore', r.risk_score,
                  'riskLevel', r.risk_level, 'residualLikelihood', null, 'residualImpact', null, 'residualScore', null,
                  'residualLevel', null, 'status', r.status, 'ownerId', r.owner_id,
                  'departmentIds', coalesce((select jsonb_agg(d.department_id order by d.department_id)
                                               from risk_department d where d.risk_id = r.id), '[]'::jsonb)),
                coalesce(r.reported_by, r.owner_id), r.created_at
           from risk r`,
    ],
  },
  {
    // Issue 25: acceptances of risks. At most one stands per risk (pending, approved or unapproved), which the partial
    // unique index enforces against two requests at once; the expiry job finds approved ones by their last day.
    name: '0008-risk-acceptance',
    up: [
      `create table risk_acceptance (
        id uuid primary key,
        risk_id uuid not null,
        status text not null check (status in (${sqlTextList(ACCEPTANCE_STATUSES)})),
        justification text,
        requested_by uuid not null,
        requested_at timestamptz not null,
        expires_on date not null,
        decided_by uuid,
        decided_at timestamptz,
        decision_comment text
      )`,
      `create index risk_acceptance_risk_idx on risk_acceptance (risk_id, requested_at desc, id desc)`,
      `create unique index risk_acceptance_standing_uq on risk_acceptance (risk_id)
         where status in (${sqlTextList(STANDING_ACCEPTANCE_STATUSES)})`,
      `create index risk_acceptance_expiry_idx on risk_acceptance (expires_on) where status = 'approved'`,
    ],
  },
  {
    // Issue 25: the risk appetite, one maximum score per risk type (a type without a row has the default, 12).
    name: '0009-risk-appetite',
    up: [
      `create table risk_appetite (
        risk_type text primary key,
        max_score smallint not null check (max_score between 1 and 25),
        updated_by uuid not null,
        updated_at timestamptz not null
      )`,
    ],
  },
  {
    // Issue 25: risks per type, assessed cell (the residual one, the inherent one while not assessed) and status, kept
    // in the transaction of each change like 0006's counts: the residual matrix and the number of risks outside appetite
    // (cells scoring above their type's maximum, open statuses) read a few rows instead of the register. The index is
    // the outside-appetite alerts' walk, per type from the highest assessed score down, over open risks only.
    name: '0010-risk-assessment-counts',
    up: [
      `create table risk_assessment_count (
        risk_type text not null,
        likelihood smallint not null check (likelihood between 1 and 5),
        impact smallint not null check (impact between 1 and 5),
        status text not null check (status in (${sqlTextList(RISK_STATUSES)})),
        risks integer not null check (risks >= 0),
        primary key (risk_type, likelihood, impact, status)
      )`,
      `insert into risk_assessment_count (risk_type, likelihood, impact, status, risks)
         select risk_type, coalesce(residual_likelihood, likelihood), coalesce(residual_impact, impact), status, count(*)::int
           from risk group by 1, 2, 3, 4`,
      `create index risk_open_assessed_score_idx on risk (risk_type, (coalesce(residual_score, risk_score)) desc, code_year, code_number)
         where status not in ('closed', 'accepted')`,
    ],
  },
  {
    // Issue 26: reviews. The settings are one row (the defaults until a system admin changes them); each review is a
    // row (kept when its risk is deleted, as the history is); a risk's last review is on the risk. The index finds the
    // risks whose review is due by a day, for the list's filters and the department counts: the due day is the level's
    // interval after coalesce(last_reviewed_at, created_at), so "due by day D" is, per assessed level, a range of that
    // instant (before the start of D minus the interval, in MAIL_TIME_ZONE), whatever the zone and the intervals.
    name: '0011-risk-reviews',
    up: [
      `alter table risk add column last_reviewed_at timestamptz`,
      `create table risk_review_settings (
        only_row boolean primary key default true check (only_row),
        critical_days smallint not null check (critical_days between 1 and 3650),
        high_days smallint not null check (high_days between 1 and 3650),
        medium_days smallint not null check (medium_days between 1 and 3650),
        low_days smallint not null check (low_days between 1 and 3650),
        remind_days_before smallint not null check (remind_days_before between 0 and 365),
        escalate_after_days smallint not null check (escalate_after_days between 1 and 365),
        updated_by uuid,
        updated_at timestamptz
      )`,
      `insert into risk_review_settings (critical_days, high_days, medium_days, low_days, remind_days_before, escalate_after_days)
         values (30, 90, 180, 365, 7, 14)`,
      `create table risk_review (
        id uuid primary key,
        risk_id uuid not null,
        outcome text not null check (outcome in ('confirmed', 'rescored', 'closed')),
        comment text not null,
        reviewed_by uuid not null,
        reviewed_at timestamptz not null,
        scores_before jsonb not null,
        scores_after jsonb not null,
        next_review_due date
      )`,
      `create index risk_review_risk_idx on risk_review (risk_id, reviewed_at desc, id desc)`,
      `create index risk_review_due_idx on risk ((coalesce(residual_level, risk_level)), (coalesce(last_reviewed_at, created_at)))
         where status <> 'closed'`,
    ],
  },
  {
    // Issue 26: the register over time. The kept counts' changes per day (in MAIL_TIME_ZONE, written by the statements
    // that change the kept counts), so the matrix, the department summary and the level trends as of a day are sums over
    // a few rows per day and cell instead of a walk through the risks' versions. The history starts now: the counts of
    // this moment are the rows of day '-infinity' (before every day, whatever the zone), and the first day the register's
    // past is known is this moment's day in the zone. Every version keeps the risk's code (the movements sort by it)
    // and a deletion's its title (the movements name a deleted risk). Each version is valid from its changed_at to the next one's (valid_to, set by the
    // statement that writes the next; null for the last): the versions alive at the ends of two days that differ are
    // then two index ranges (changed_at and valid_to within them) instead of a lookup per risk, read from the indexes
    // alone: they hold the version's cells (inherent and assessed), columns generated from its snapshot.
    name: '0012-register-over-time',
    up: [
      `create table risk_register_start (
        only_row boolean primary key default true check (only_row),
        started_at timestamptz not null
      )`,
      `insert into risk_register_start (started_at) values (now())`,
      `create table risk_cell_day (
        assessment text not null check (assessment in (${sqlTextList(RISK_ASSESSMENT_KINDS)})),
        day date not null,
        likelihood smallint not null check (likelihood between 1 and 5),
        impact smallint not null check (impact between 1 and 5),
        status text not null check (status in (${sqlTextList(RISK_STATUSES)})),
        risks integer not null,
        primary key (assessment, day, likelihood, impact, status)
      )`,
      `create table risk_department_day (
        day date not null,
        department_id integer not null,
        risk_level text not null check (risk_level in (${sqlTextList(RISK_LEVELS)})),
        risks integer not null,
        primary key (day, department_id, risk_level)
      )`,
      `insert into risk_cell_day (assessment, day, likelihood, impact, status, risks)
         select 'inherent', '-infinity'::date, likelihood, impact, status, risks from risk_matrix_count where risks <> 0
         union all
         select 'residual', '-infinity'::date, likelihood, impact, status, sum(risks)::int from risk_assessment_count
          group by likelihood, impact, status having sum(risks) <> 0`,
      `insert into risk_department_day (day, department_id, risk_level, risks)
         select '-infinity'::date, department_id, risk_level, risks from risk_department_count where risks <> 0`,
      `alter table risk_history
         add column risk_code text,
         add column title text,
         add column valid_to timestamptz,
         add column likelihood smallint generated always as ((snapshot->>'likelihood')::smallint) stored,
         add column impact smallint generated always as ((snapshot->>'impact')::smallint) stored,
         add column assessed_likelihood smallint
           generated always as (coalesce((snapshot->>'residualLikelihood')::smallint, (snapshot->>'likelihood')::smallint)) stored,
         add column assessed_impact smallint
           generated always as (coalesce((snapshot->>'residualImpact')::smallint, (snapshot->>'impact')::smallint)) stored`,
      `update risk_history h set valid_to = n.next_at, risk_code = n.risk_code
         from (select v.id, lead(v.changed_at) over (partition by v.risk_id order by v.changed_at, v.id) as next_at, r.risk_code
                 from risk_history v left join risk r on r.id = v.risk_id) n
        where n.id = h.id and (n.next_at is not null or n.risk_code is not null)`,
      `create index risk_history_changed_idx on risk_history (changed_at)
         include (risk_id, valid_to, action, risk_code, likelihood, impact, assessed_likelihood, assessed_impact)`,
      `create index risk_history_valid_to_idx on risk_history (valid_to)
         include (risk_id, changed_at, action, likelihood, impact, assessed_likelihood, assessed_impact) where valid_to is not null`,
    ],
  },
  {
    // Every risk's cells over time in one row (issue 26's movements): the start of each version in epoch microseconds
    // (whole numbers, exact in float8, the type width_bucket searches fastest) beside its inherent and assessed cells
    // (likelihood * 10 + impact; 0 for a deletion: not in the register). The cell of a risk at an instant is a binary
    // search in its own row, so the movements between two days read one row per risk changed since the first day
    // instead of every version in between. Kept by the insert of each version, in its transaction (versions are only
    // ever added, in time order). The two covering indexes 0012 made for the old reading go.
    name: '0013-register-timeline',
    up: [
      `create table risk_timeline (
        risk_id uuid primary key,
        risk_code text,
        code_order bigint generated always as (split_part(risk_code, '-', 2)::bigint * 100000000 + split_part(risk_code, '-', 3)::bigint) stored,
        starts float8[] not null,
        inherent smallint[] not null,
        assessed smallint[] not null,
        last_changed_at timestamptz not null
      )`,
      `create index risk_timeline_last_changed_idx on risk_timeline (last_changed_at)`,
      `create function risk_timeline_append() returns trigger language plpgsql set search_path from current as $fn$
       begin
         insert into risk_timeline as x (risk_id, risk_code, starts, inherent, assessed, last_changed_at)
         ${TIMELINE_OF_VERSIONS('added')}
         on conflict (risk_id) do update
            set risk_code = coalesce(x.risk_code, excluded.risk_code),
                starts = x.starts || excluded.starts,
                inherent = x.inherent || excluded.inherent,
                assessed = x.assessed || excluded.assessed,
                last_changed_at = greatest(x.last_changed_at, excluded.last_changed_at);
         return null;
       end
       $fn$`,
      `create trigger risk_history_timeline after insert on risk_history
         referencing new table as added for each statement execute function risk_timeline_append()`,
      `insert into risk_timeline (risk_id, risk_code, starts, inherent, assessed, last_changed_at) ${TIMELINE_OF_VERSIONS('risk_history')}`,
      `drop index risk_history_changed_idx`,
      `drop index risk_history_valid_to_idx`,
    ],
  },
  {
    // Bulk edit jobs (issue 27): more than 100 risks at once are changed in the background, batch by batch, the
    // progress saved after each (libs/backend jobs), so a restart goes on where it stopped.
    name: '0014-risk-bulk-job',
    up: [...bulkJobTable('risk_bulk_job')],
  },
  {
    // Import jobs (issue 27): a re-imported file with more than 100 updates changes its risks in the background like a
    // bulk edit (the job's items are the risks); each risk's planned change waits in risk_import_row until its batch.
    name: '0015-risk-import-job',
    up: [
      ...bulkJobTable('risk_import_job'),
      `create table risk_import_row (
          import_id uuid not null,
          risk_id uuid not null,
          row_number integer not null,
          risk_code text not null,
          planned_updated_at text,
          input jsonb not null,
          primary key (import_id, risk_id)
        )`,
    ],
  },
  {
    // Issue 28: evidence attached to risks (the bytes in the JetStream object store, the metadata here).
    name: '0016-risk-attachments',
    up: [...attachmentTable('risk')],
  },
  {
    // Issue 28: the risk's history lists its files' uploads and deletions. Such an entry is not a version of the risk
    // (it carries the risk's values at that moment, and ends where it starts: valid_to = changed_at), so the timeline
    // of the register over time (0013) leaves it out: it never counts as a change of level, cell or movement.
    name: '0017-risk-history-attachments',
    up: [
      `alter table risk_history drop constraint risk_history_action_check,
         add constraint risk_history_action_check
           check (action in ('created', 'updated', 'closed', 'assessed', 'deleted', 'attachment_added', 'attachment_deleted'))`,
      `create or replace function risk_timeline_append() returns trigger language plpgsql set search_path from current as $fn$
       begin
         insert into risk_timeline as x (risk_id, risk_code, starts, inherent, assessed, last_changed_at)
         ${TIMELINE_OF_VERSIONS(`(select * from added where action not in ('attachment_added', 'attachment_deleted'))`)}
         on conflict (risk_id) do update
            set risk_code = coalesce(x.risk_code, excluded.risk_code),
                starts = x.starts || excluded.starts,
                inherent = x.inherent || excluded.inherent,
                assessed = x.assessed || excluded.assessed,
                last_changed_at = greatest(x.last_changed_at, excluded.last_changed_at);
         return null;
       end
       $fn$`,
    ],
  },
  {
    // Issue 28: reviews and acceptances carry the risk's files as their evidence (attachment ids; a file so held is not
    // deleted: the attachments room asks these columns). A constant default: no row is rewritten.
    name: '0018-risk-evidence',
    up: [
      `alter table risk_review add column evidence_ids uuid[] not null default '{}'`,
      `alter table risk_acceptance add column evidence_ids uuid[] not null default '{}'`,
    ],
  },
];
