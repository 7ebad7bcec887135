import { sqlTextList, TIMESTAMP_COLUMNS, type Migration } from '@rtm/backend/db';
import { DEPARTMENT_PROJECTION_TABLE, USER_PROJECTION_TABLE } from '@rtm/backend/projections';
import type { TemplateType } from '@rtm/contracts';
import { DEFAULT_TEMPLATES, type DefaultTemplate } from '../templates/default-templates.js';
import { ALERT_CODE_ORDER } from '../alerts/alerts.sql.js';
import { REVIEW_SETTING_COLUMNS } from '../reviews/review-settings.copy.js';
import { DAILY_DIGEST_BEFORE_0014, DAILY_DIGEST_OF_0014 } from './replaced-templates.js';

/**
 * The template types each migration knew, so that its SQL never changes: a new type is allowed and seeded by a new
 * migration (the spec checks these lists together are TEMPLATE_TYPES).
 */
export const TEMPLATE_TYPES_OF_0003: readonly TemplateType[] = [
  'task_assigned',
  'task_reminder',
  'task_completed',
  'task_overdue',
  'risk_created',
  'risk_updated',
  'daily_digest',
];
export const TEMPLATE_TYPES_OF_0013: readonly TemplateType[] = [
  'acceptance_requested',
  'acceptance_decided',
  'acceptance_expiring',
  'acceptance_expired',
  'appetite_breached',
  'appetite_breached_summary',
];
export const TEMPLATE_TYPES_OF_0015: readonly TemplateType[] = ['review_due', 'review_overdue', 'review_escalated'];
export const TEMPLATE_TYPES_OF_0016: readonly TemplateType[] = ['evidence_expiring'];
export const TEMPLATE_TYPES_OF_0018: readonly TemplateType[] = ['report_pack'];

/** The review settings' defaults (DEFAULT_REVIEW_SETTINGS) as 0015 seeded its copy; the spec checks they still agree. */
export const REVIEW_SETTINGS_OF_0015 = {
  intervalDays: { critical: 30, high: 90, medium: 180, low: 365 },
  remindDaysBefore: 7,
  escalateAfterDays: 14,
} as const;

/** A text as an SQL literal in dollar quotes (migrations take no parameters). */
function literal(text: string): string {
  if (text.includes('$tpl$') || text.includes('?')) throw new Error(`A seeded text cannot hold '$tpl$' or '?': ${text}`);
  return `$tpl$${text}$tpl$`;
}

const sameTemplate = (a: DefaultTemplate) => (b: DefaultTemplate) => a.type === b.type && a.language === b.language;

/** The default templates with some replaced by the texts they had before (the seeds of an older migration). */
const defaultsBefore = (replaced: readonly DefaultTemplate[]) => DEFAULT_TEMPLATES.map((t) => replaced.find(sameTemplate(t)) ?? t);

/** The default templates of these types as inserts (`suffix`: e.g. an on conflict clause). */
const seedTemplates = (types: readonly TemplateType[], suffix = '', templates = DEFAULT_TEMPLATES) =>
  templates
    .filter((t) => types.includes(t.type))
    .map(
      (t) =>
        `insert into email_template (id, name, type, language, subject, body_html, body_text)
           values (gen_random_uuid(), ${literal(t.name)}, '${t.type}', '${t.language}', ${literal(t.subject)}, ${literal(t.bodyHtml)}, ${literal(t.bodyText)})${suffix}`,
    );

/** Updates the stored templates still equal to their previous default texts to the `next` ones (the current defaults). */
const replaceTemplates = (previous: readonly DefaultTemplate[], next: readonly DefaultTemplate[] = DEFAULT_TEMPLATES) =>
  previous.map((old) => {
    const t = next.find(sameTemplate(old))!;
    return `update email_template set subject = ${literal(t.subject)}, body_html = ${literal(t.bodyHtml)}, body_text = ${literal(t.bodyText)},
             updated_at = now()
           where type = '${t.type}' and language = '${t.language}' and subject = ${literal(old.subject)}
             and body_html = ${literal(old.bodyHtml)} and body_text is not distinct from ${literal(old.bodyText)}`;
  });

/** The five acceptance events (issue 25), as the activity log names them. */
const ACCEPTANCE_ACTIONS = `'risk_acceptance_requested', 'risk_accepted', 'risk_acceptance_rejected', 'risk_acceptance_revoked', 'risk_acceptance_expired'`;

export const NOTIFICATION_MIGRATIONS: Migration[] = [
  {
    name: '0001-activity-log-and-users-projection',
    up: [
      `create table activity (
        id uuid primary key,
        event_id uuid not null,
        action_type text not null,
        entity_type text not null,
        entity_id text not null,
        description text not null,
        user_id uuid,
        metadata jsonb,
        created_at timestamptz not null default now()
      )`,
      `create unique index activity_event_uq on activity (event_id)`,
      `create index activity_created_idx on activity (created_at desc, id desc)`,
      `create index activity_user_idx on activity (user_id)`,
      `create index activity_entity_idx on activity (entity_type, entity_id)`,
      // Names of the people in the log, fed by user events, so the log reads well while identity is down.
      `create table user_projection (
        user_id uuid primary key,
        first_name text,
        last_name text,
        email text,
        role text not null,
        occurred_at timestamptz not null
      )`,
    ],
  },
  {
    // The shared user projection of @rtm/backend/projections replaces this service's own; its rows are kept.
    name: '0002-directory-projections',
    up: [
      `alter table user_projection rename to user_projection_0001`,
      `alter index user_projection_pkey rename to user_projection_0001_pkey`,
      ...USER_PROJECTION_TABLE,
      `insert into user_projection (id, email, first_name, last_name, role, version_at)
         select user_id, email, first_name, last_name, role, occurred_at from user_projection_0001`,
      `drop table user_projection_0001`,
    ],
  },
  {
    // The settings of SPEC section 2: one SMTP row, templates by type and language (the defaults seeded), escalation rules.
    name: '0003-settings',
    up: [
      `create table smtp_settings (
        id uuid primary key,
        host text not null,
        port integer not null default 587 check (port between 1 and 65535),
        secure boolean not null default false,
        username text,
        password_sealed text,
        from_email text not null,
        from_name text,
        is_active boolean not null default true,
        ${TIMESTAMP_COLUMNS}
      )`,
      // At most one row of SMTP settings.
      `create unique index smtp_settings_single_uq on smtp_settings ((true))`,
      `create table email_template (
        id uuid primary key,
        name text not null,
        type text not null check (type in (${sqlTextList(TEMPLATE_TYPES_OF_0003)})),
        language text not null default 'en' check (language in ('en', 'ar')),
        subject text not null,
        body_html text not null,
        body_text text,
        is_active boolean not null default true,
        ${TIMESTAMP_COLUMNS}
      )`,
      // Unique per language; also the index of the mail's lookup by type and language.
      `create unique index email_template_type_language_uq on email_template (type, language)`,
      `create table escalation_setting (
        id serial primary key,
        name text not null,
        days_before_due integer not null default 3 check (days_before_due between 0 and 365),
        days_overdue integer not null default 1 check (days_overdue between 0 and 365),
        is_active boolean not null default true,
        ${TIMESTAMP_COLUMNS}
      )`,
      `create unique index escalation_setting_name_uq on escalation_setting (lower(name))`,
      `insert into escalation_setting (name) values ('Default escalation')`,
      // The seeded texts as they were when this migration was written: later edits of the defaults need a new migration.
      ...seedTemplates(TEMPLATE_TYPES_OF_0003, '', defaultsBefore(DAILY_DIGEST_BEFORE_0014)),
    ],
  },
  {
    // Mail: one row per mail (unique key), its status and the server's answer; users' languages for mail.
    name: '0004-mail',
    up: [
      `create table mail (
        id uuid primary key,
        mail_key text not null,
        type text not null,
        recipient_id uuid not null,
        recipient_email text,
        language text,
        task_id uuid,
        risk_id uuid,
        variables jsonb not null default '{}',
        status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped', 'unknown')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        locked_until timestamptz,
        error text,
        response text,
        sent_at timestamptz,
        ${TIMESTAMP_COLUMNS}
      )`,
      `create unique index mail_key_uq on mail (mail_key)`,
      // The sender's queue: only mails still to send are indexed.
      `create index mail_due_idx on mail (next_attempt_at) where status = 'pending'`,
      `create index mail_sending_idx on mail (locked_until) where status = 'sending'`,
      `create index mail_recipient_idx on mail (recipient_id, created_at desc)`,
      `create index mail_task_idx on mail (task_id) where task_id is not null`,
      `create index mail_risk_idx on mail (risk_id) where risk_id is not null`,
      `create table user_language (
        id uuid primary key,
        language text not null,
        version_at timestamptz not null
      )`,
    ],
  },
  {
    // Projections of tasks and risks for the escalation alerts (and the scheduler).
    name: '0005-task-and-risk-projections',
    up: [
      `create table task_projection (
        id uuid primary key,
        task_code text not null,
        title text not null,
        status text not null,
        owner_id uuid not null,
        assigned_to_id uuid,
        due_date date,
        version_at timestamptz not null
      )`,
      `create index task_projection_open_due_idx on task_projection (due_date) where status <> 'done' and due_date is not null`,
      `create index task_projection_assignee_idx on task_projection (assigned_to_id)`,
      `create index task_projection_owner_idx on task_projection (owner_id)`,
      `create table risk_projection (
        id uuid primary key,
        risk_code text not null,
        title text not null,
        risk_score integer not null,
        status text not null,
        owner_id uuid not null,
        version_at timestamptz not null
      )`,
      `create index risk_projection_open_score_idx on risk_projection (risk_score desc) where status not in ('closed', 'accepted')`,
    ],
  },
  {
    // The escalation ladder: steps per rule, departments (managers) for step 1, and when a mail was handed to
    // the SMTP server (a send interrupted before that is resent, after it the outcome is unknown).
    name: '0006-escalation-ladder',
    up: [
      `alter table escalation_setting add column escalation_steps jsonb not null default '[]'`,
      ...DEPARTMENT_PROJECTION_TABLE,
      `alter table mail add column smtp_started_at timestamptz`,
    ],
  },
  {
    // The Activity Log's filters, each with the log's order (newest first) so a filtered page is an index range;
    // the date range uses activity_created_idx. The user index replaces the one without the order.
    name: '0007-activity-filter-indexes',
    up: [
      `create index activity_entity_type_idx on activity (entity_type, created_at desc, id desc)`,
      `create index activity_action_type_idx on activity (action_type, created_at desc, id desc)`,
      `create index activity_user_created_idx on activity (user_id, created_at desc, id desc)`,
      `drop index activity_user_idx`,
    ],
  },
  {
    // The audit log is append-only, enforced by the database whoever connects: rows are inserted, never changed or removed.
    name: '0008-activity-append-only',
    up: [
      `create function activity_append_only() returns trigger language plpgsql as $fn$
       begin
         raise exception 'The activity log is append-only: % of activity rows is not allowed', tg_op
           using errcode = 'insufficient_privilege', hint = 'Audit entries are only ever inserted.';
       end
       $fn$`,
      `create trigger activity_no_update_or_delete before update or delete on activity
         for each row execute function activity_append_only()`,
      `create trigger activity_no_truncate before truncate on activity
         for each statement execute function activity_append_only()`,
    ],
  },
  {
    // GET /api/activities/mine looks risks up by owner, as it does tasks by owner and assignee (0005).
    name: '0009-risk-projection-owner',
    up: [`create index risk_projection_owner_idx on risk_projection (owner_id)`],
  },
  {
    // The risk projection is the one the task service keeps (RISK_SUMMARY_PROJECTION in @rtm/backend/projections).
    name: '0010-risk-summary-columns',
    up: [`alter table risk_projection rename column risk_code to code`, `alter table risk_projection rename column risk_score to score`],
  },
  {
    // The escalation alerts answer the ten most urgent items of each group and the groups' counts (issue 22). Each
    // page is an index range in the answer's order: due date (or score), then the code's year and number, so ties
    // are in the order the codes were given. Overdue and upcoming depend on today's date, so they are counted over
    // the open tasks' partial indexes; the open critical risks are counted as the projection changes, by
    // statement-level triggers in the transaction of each change (alert_count). 15 is the critical threshold
    // (LIMITS.riskLevelThresholds[2]); a test checks the two agree.
    name: '0011-escalation-alert-pages-and-counts',
    up: [
      `create index task_projection_alert_idx on task_projection (due_date, ${ALERT_CODE_ORDER('task_code')})
         where status <> 'done' and due_date is not null`,
      `create index task_projection_alert_assignee_idx on task_projection (assigned_to_id, due_date)
         where status <> 'done' and due_date is not null`,
      `create index task_projection_alert_owner_idx on task_projection (owner_id, due_date)
         where status <> 'done' and due_date is not null and assigned_to_id is null`,
      `create index risk_projection_critical_idx on risk_projection (score desc, ${ALERT_CODE_ORDER('code')})
         where score >= 15 and status not in ('closed', 'accepted')`,
      `create table alert_count (name text primary key, n bigint not null check (n >= 0))`,
      `insert into alert_count (name, n)
         select 'critical_risks', count(*) from risk_projection where score >= 15 and status not in ('closed', 'accepted')`,
      `create function count_critical_risks() returns trigger language plpgsql set search_path from current as $fn$
       declare
         delta bigint := 0;
       begin
         if tg_op in ('INSERT', 'UPDATE') then
           delta := delta + (select count(*) from new_rows where score >= 15 and status not in ('closed', 'accepted'));
         end if;
         if tg_op in ('UPDATE', 'DELETE') then
           delta := delta - (select count(*) from old_rows where score >= 15 and status not in ('closed', 'accepted'));
         end if;
         if delta <> 0 then
           update alert_count set n = n + delta where name = 'critical_risks';
         end if;
         return null;
       end
       $fn$`,
      `create trigger risk_projection_critical_insert after insert on risk_projection
         referencing new table as new_rows for each statement execute function count_critical_risks()`,
      `create trigger risk_projection_critical_update after update on risk_projection
         referencing old table as old_rows new table as new_rows for each statement execute function count_critical_risks()`,
      `create trigger risk_projection_critical_delete after delete on risk_projection
         referencing old table as old_rows for each statement execute function count_critical_risks()`,
      `create function reset_critical_risks() returns trigger language plpgsql set search_path from current as $fn$
       begin
         update alert_count set n = 0 where name = 'critical_risks';
         return null;
       end
       $fn$`,
      `create trigger risk_projection_critical_truncate after truncate on risk_projection
         for each statement execute function reset_critical_risks()`,
    ],
  },
  {
    // The log's counts per UTC day, action and entity type, kept by the insert's own statement (the log is append-only,
    // so counts only grow): X-Total-Count and deep offsets read them instead of counting up to a million rows.
    // The trigger's search_path is the service's schema as of this migration, whoever inserts.
    name: '0012-activity-day-counts',
    up: [
      `create table activity_day_count (
        day date not null,
        action_type text not null,
        entity_type text not null,
        n bigint not null,
        primary key (day, action_type, entity_type)
      )`,
      `create function activity_count_inserted() returns trigger language plpgsql set search_path from current as $fn$
       begin
         -- In key order, so two inserting transactions take the count rows in the same order (no deadlock).
         insert into activity_day_count as c (day, action_type, entity_type, n)
         select (created_at at time zone 'UTC')::date, action_type, entity_type, count(*)
           from inserted group by 1, 2, 3 order by 1, 2, 3
         on conflict (day, action_type, entity_type) do update set n = c.n + excluded.n;
         return null;
       end
       $fn$`,
      `create trigger activity_counted after insert on activity referencing new table as inserted
         for each statement execute function activity_count_inserted()`,
      `insert into activity_day_count (day, action_type, entity_type, n)
       select (created_at at time zone 'UTC')::date, action_type, entity_type, count(*) from activity group by 1, 2, 3`,
    ],
  },
  {
    // Issue 25's mails: the template types of risk acceptance and appetite, their default texts (a template an
    // administrator already saved is kept), and the approved acceptances the reminders read. The acceptances are
    // filled from the activity log, which holds every acceptance event so far; the events after it feed them.
    name: '0013-risk-acceptance-mails',
    up: [
      `alter table email_template drop constraint email_template_type_check`,
      `alter table email_template add constraint email_template_type_check
         check (type in (${sqlTextList([...TEMPLATE_TYPES_OF_0003, ...TEMPLATE_TYPES_OF_0013])}))`,
      ...seedTemplates(TEMPLATE_TYPES_OF_0013, ' on conflict (type, language) do nothing'),
      `create table acceptance_projection (
        id uuid primary key,
        risk_id uuid not null,
        risk_code text,
        title text,
        owner_id uuid,
        approved_by uuid,
        expires_on date not null,
        status text not null,
        version_at timestamptz not null
      )`,
      `create index acceptance_projection_approved_idx on acceptance_projection (expires_on) where status = 'approved'`,
      `with step as (
         select (metadata->'acceptance'->>'id')::uuid as id, metadata->'risk' as risk, metadata->'acceptance' as acceptance,
                action_type, created_at
         from activity where action_type in (${ACCEPTANCE_ACTIONS})
       )
       insert into acceptance_projection (id, risk_id, risk_code, title, owner_id, approved_by, expires_on, status, version_at)
       select distinct on (s.id) s.id, (s.risk->>'id')::uuid, s.risk->>'riskId', s.risk->>'title', (s.risk->>'ownerId')::uuid,
              (select (a.acceptance->>'decidedBy')::uuid from step a where a.id = s.id and a.action_type = 'risk_accepted'
               order by a.created_at desc limit 1),
              (s.acceptance->>'expiresOn')::date, s.acceptance->>'status', s.created_at
       from step s order by s.id, s.created_at desc`,
    ],
  },
  {
    // Issue 25: the risks outside appetite as their breach events tell, which the executives' daily digest lists (fed
    // from the next risk event on), and the digest's default texts that list them, in place of the previous defaults
    // where those are still stored as seeded.
    name: '0014-appetite-breaches-in-digest',
    up: [
      `create table appetite_breach (
        risk_id uuid primary key,
        code text not null,
        title text not null,
        risk_type text not null,
        assessed_score integer not null,
        max_score integer not null,
        breached_at timestamptz not null,
        version_at timestamptz not null
      )`,
      `create index appetite_breach_type_idx on appetite_breach (risk_type)`,
      `create index appetite_breach_score_idx on appetite_breach (assessed_score desc, code)`,
      ...replaceTemplates(DAILY_DIGEST_BEFORE_0014, DAILY_DIGEST_OF_0014),
    ],
  },
  {
    // Issue 26's review mails: what a risk's review date needs in the risk projection (the cycle's start: the last
    // review, else the creation; the level: residual, else inherent), filled for the risks already kept from the latest
    // risk event the activity log holds for each (a risk without one waits for its next event); the copy of the review
    // settings (one row: the defaults, then the changes already logged); the three templates; the digest's default
    // texts that list the recipient's reviews due, in place of 0014's where those are still stored as it wrote them.
    name: '0015-review-mails',
    up: [
      `alter table risk_projection add column review_from timestamptz, add column assessed_level text`,
      `update risk_projection p set review_from = coalesce((last.risk->>'lastReviewedAt')::timestamptz, (last.risk->>'createdAt')::timestamptz),
              assessed_level = coalesce(last.risk->>'residualLevel', last.risk->>'riskLevel')
         from risk_projection q cross join lateral (
           select a.metadata->'risk' as risk from activity a
            where a.entity_type = 'risk' and a.entity_id = q.id::text and a.metadata->'risk'->>'createdAt' is not null
            order by a.created_at desc, a.id desc limit 1
         ) last
        where p.id = q.id`,
      `create table review_setting (
        id boolean primary key default true check (id),
        critical_days integer not null,
        high_days integer not null,
        medium_days integer not null,
        low_days integer not null,
        remind_days_before integer not null,
        escalate_after_days integer not null,
        updated_at timestamptz not null default now()
      )`,
      `insert into review_setting (critical_days, high_days, medium_days, low_days, remind_days_before, escalate_after_days)
         values (${Object.values(REVIEW_SETTINGS_OF_0015.intervalDays).join(', ')}, ${REVIEW_SETTINGS_OF_0015.remindDaysBefore}, ${REVIEW_SETTINGS_OF_0015.escalateAfterDays})`,
      ...Object.entries(REVIEW_SETTING_COLUMNS).map(
        ([field, column]) => `update review_setting set ${column} = coalesce((
           select (c->>'to')::int from activity a cross join jsonb_array_elements(a.metadata->'changes') c
            where a.action_type = 'settings_changed' and a.metadata->>'setting' = 'review_settings' and c->>'field' = '${field}'
              and jsonb_typeof(c->'to') = 'number'
            order by a.created_at desc, a.id desc limit 1), ${column})`,
      ),
      `alter table email_template drop constraint email_template_type_check`,
      `alter table email_template add constraint email_template_type_check
         check (type in (${sqlTextList([...TEMPLATE_TYPES_OF_0003, ...TEMPLATE_TYPES_OF_0013, ...TEMPLATE_TYPES_OF_0015])}))`,
      ...seedTemplates(TEMPLATE_TYPES_OF_0015, ' on conflict (type, language) do nothing'),
      ...replaceTemplates(DAILY_DIGEST_OF_0014),
    ],
  },
  {
    // Issue 28: the evidence reminder (to a file's uploader and its item's owner before its validity ends), both languages.
    name: '0016-evidence-expiring-mail',
    up: [
      `alter table email_template drop constraint email_template_type_check`,
      `alter table email_template add constraint email_template_type_check
         check (type in (${sqlTextList([...TEMPLATE_TYPES_OF_0003, ...TEMPLATE_TYPES_OF_0013, ...TEMPLATE_TYPES_OF_0015, ...TEMPLATE_TYPES_OF_0016])}))`,
      ...seedTemplates(TEMPLATE_TYPES_OF_0016, ' on conflict (type, language) do nothing'),
    ],
  },
  {
    // Issue 29: the organisation's name on the committee packs (one row; none: REPORT_ORGANISATION_NAME).
    name: '0017-report-settings',
    up: [
      `create table report_setting (
        id smallint primary key default 1 check (id = 1),
        organisation_name text not null,
        updated_by uuid,
        updated_at timestamptz not null default now()
      )`,
    ],
  },
  {
    // Issue 29: the schedules of committee packs; a mail's attachment (a PDF in the uploads object store, fetched when
    // the mail is sent); the report_pack template in both languages.
    name: '0018-report-schedules',
    up: [
      `create table report_schedule (
        id uuid primary key,
        name text not null,
        pack text not null check (pack in ('executive', 'department', 'register')),
        department_id integer,
        filters jsonb,
        cadence text not null check (cadence in ('weekly', 'monthly', 'quarterly')),
        weekday smallint check (weekday between 1 and 7),
        day_of_month smallint check (day_of_month between 1 and 31),
        time_of_day text not null,
        recipient_roles jsonb not null default '[]',
        recipient_department_ids jsonb not null default '[]',
        recipient_user_ids jsonb not null default '[]',
        language text not null check (language in ('recipient', 'en', 'ar')),
        active boolean not null default true,
        next_run_at timestamptz,
        last_run_at timestamptz,
        last_error text,
        retry_at timestamptz,
        locked_until timestamptz,
        created_by uuid not null,
        updated_by uuid not null,
        ${TIMESTAMP_COLUMNS}
      )`,
      `create index report_schedule_due_idx on report_schedule (next_run_at) where active`,
      `alter table mail add column attachment jsonb`,
      `alter table email_template drop constraint email_template_type_check`,
      `alter table email_template add constraint email_template_type_check
         check (type in (${sqlTextList([...TEMPLATE_TYPES_OF_0003, ...TEMPLATE_TYPES_OF_0013, ...TEMPLATE_TYPES_OF_0015, ...TEMPLATE_TYPES_OF_0016, ...TEMPLATE_TYPES_OF_0018])}))`,
      ...seedTemplates(TEMPLATE_TYPES_OF_0018, ' on conflict (type, language) do nothing'),
    ],
  },
];
