/**
 * The queries of the scheduled mails. Each selects (mail_key, type, recipient_id, task_id or risk_id, variables) for
 * MailOutbox.recordSelected; the key (type, task, acceptance or user, step, day) makes a mail once per key. `today` is
 * the calendar date in the configured time zone of the instant `now`; parameters in the order each query names.
 */
export interface ScheduleTables {
  tasks: string;
  risks: string;
  users: string;
  departments: string;
  acceptances: string;
  breaches: string;
  reviewSettings: string;
}

/** The risks outside appetite an executive's digest lists at most (outsideAppetiteCount tells how many there are). */
export const DIGEST_OUTSIDE_APPETITE_ITEMS = 10;

/** The reviews due an owner's digest lists at most (reviewsDueCount tells how many there are). */
export const DIGEST_REVIEWS_DUE_ITEMS = 10;

/** The task columns every task mail reads: title, link and due date, for the templates. */
const taskVariables = (appUrlParam = '?') =>
  `jsonb_build_object('taskTitle', t.title, 'taskLink', ${appUrlParam}::text || '/tasks/' || t.id, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'))`;

const TODAY = `(select (?::timestamptz at time zone ?)::date as d) today`;
/** TODAY with its zone kept (today.zone), for dates of instants: the same two parameters. */
const TODAY_IN_ZONE = `(select (z.now at time zone z.zone)::date as d, z.zone from (select ?::timestamptz as now, ?::text as zone) z) today`;

/** One task_reminder per task and due date to its assignee, while the due date is within `daysBeforeDue` days. Params: appUrl, now, zone, days. */
export const reminders = (t: ScheduleTables) => `
  select 'task_reminder:' || t.id || ':0:' || to_char(t.due_date, 'YYYY-MM-DD') as mail_key, 'task_reminder' as type,
         t.assigned_to_id as recipient_id, t.id as task_id, ${taskVariables()} as variables
  from ${t.tasks} t cross join ${TODAY}
  where t.status <> 'done' and t.assigned_to_id is not null
    and t.due_date between today.d and today.d + ?::int`;

/** One task_overdue a day to the assignee and to the owner, from `daysOverdue` days past the due date (at least one). Params: appUrl, now, zone, days. */
export const overdue = (t: ScheduleTables) => `
  select 'task_overdue:' || t.id || ':0:' || to_char(today.d, 'YYYY-MM-DD') || ':' || r.id as mail_key, 'task_overdue' as type,
         r.id as recipient_id, t.id as task_id, ${taskVariables()} as variables
  from ${t.tasks} t cross join ${TODAY}
  cross join lateral (select distinct x.id from (values (t.assigned_to_id), (t.owner_id)) x(id) where x.id is not null) r
  where t.status <> 'done' and t.due_date is not null
    and today.d - t.due_date >= greatest(?::int, 1)`;

/** The variables of an escalation mail: the task's, the step and the days overdue (the appUrl parameter comes first). */
const escalationVariables = (step: number) =>
  `${taskVariables()} || jsonb_build_object('escalationStep', ${step}, 'daysOverdue', today.d - t.due_date) as variables`;
/** Open tasks overdue by at least the step's days (the last parameter). */
const escalatedWhere = `t.status <> 'done' and t.due_date is not null and today.d - t.due_date >= ?::int`;

/**
 * Escalation step 1: one task_overdue per task to the manager of the department of the assignee (of the owner
 * when unassigned). Params: appUrl, now, zone, days of the step. The key (task, step, recipient) has no day.
 */
export const escalationToManager = (t: ScheduleTables) => `
  select 'task_overdue:' || t.id || ':1:' || d.manager_id as mail_key, 'task_overdue' as type,
         d.manager_id as recipient_id, t.id as task_id, ${escalationVariables(1)}
  from ${t.tasks} t cross join ${TODAY}
  join ${t.users} u on u.id = coalesce(t.assigned_to_id, t.owner_id)
  join ${t.departments} d on d.id = u.department_id and d.manager_id is not null
  where ${escalatedWhere}`;

/** Escalation step 2: one task_overdue per task to every active executive. Params: appUrl, now, zone, days of the step. */
export const escalationToExecutives = (t: ScheduleTables) => `
  select 'task_overdue:' || t.id || ':2:' || e.id as mail_key, 'task_overdue' as type,
         e.id as recipient_id, t.id as task_id, ${escalationVariables(2)}
  from ${t.tasks} t cross join ${TODAY}
  join ${t.users} e on e.role = 'executive' and e.is_active
  where ${escalatedWhere}`;

/** The queries of the escalation steps, in the order of a rule's escalationSteps. */
export const ESCALATION_STEPS = [escalationToManager, escalationToExecutives] as const;

/** The risks outside appetite once for all digests: how many, and the highest assessed scores first as template items. */
const outsideAppetite = (t: ScheduleTables) => `
  cross join lateral (
    select (select count(*)::int from ${t.breaches}) as count,
           (select jsonb_agg(jsonb_build_object('riskId', b.code, 'title', b.title, 'assessedScore', b.assessed_score,
                     'maxScore', b.max_score, 'link', app.url || '/risks/' || b.risk_id) order by b.assessed_score desc, b.code)
              from (select * from ${t.breaches} order by assessed_score desc, code limit ${DIGEST_OUTSIDE_APPETITE_ITEMS}) b) as items
  ) breaches`;

/** The reviews due soon or overdue of the digest's recipient `u`: how many, and the earliest due first as template items. */
const reviewsDueOf = (t: ScheduleTables) => `
  cross join lateral (
    select count(*)::int as count,
           jsonb_agg(jsonb_build_object('riskId', x.code, 'title', x.title, 'dueDate', to_char(x.due, 'YYYY-MM-DD'),
             'daysOverdue', nullif(greatest(today.d - x.due, 0), 0), 'link', app.url || '/risks/' || x.id) order by x.due, x.code)
             filter (where x.n <= ${DIGEST_REVIEWS_DUE_ITEMS}) as items
    from (select r.id, r.code, r.title, rv.due, row_number() over (order by rv.due, r.code) as n
            from (select 1) one ${withReviewDue(t)}
           where ${OPEN} and r.owner_id = u.id and rv.due <= today.d + s.remind_days_before) x
  ) reviews`;

/**
 * One daily_digest a day to each active user with open work: open tasks assigned to them (or owned and unassigned),
 * open risks owned, reviews of their risks due soon or overdue. An active executive (the audience of appetite_breached)
 * gets one too while risks are outside appetite, and theirs lists them; an owner's lists their reviews due.
 * Params: appUrl, now, zone.
 */
export const digests = (t: ScheduleTables) => `
  select 'daily_digest:' || u.id || ':' || to_char(today.d, 'YYYY-MM-DD') as mail_key, 'daily_digest' as type,
         u.id as recipient_id, null::uuid as task_id,
         jsonb_build_object('taskLink', app.url || '/tasks')
           || case when reviews.count > 0
                then jsonb_build_object('reviewsDueCount', reviews.count, 'reviewsDue', reviews.items)
                else '{}'::jsonb end
           || case when u.role = 'executive' and breaches.count > 0
                then jsonb_build_object('outsideAppetiteCount', breaches.count, 'outsideAppetite', breaches.items)
                else '{}'::jsonb end as variables
  from (select ?::text as url) app cross join ${TODAY_IN_ZONE} ${outsideAppetite(t)}
  join ${t.users} u on u.is_active ${reviewsDueOf(t)}
  where exists (select 1 from ${t.tasks} t where t.status <> 'done' and coalesce(t.assigned_to_id, t.owner_id) = u.id)
    or exists (select 1 from ${t.risks} r where r.owner_id = u.id and r.status not in ('closed', 'accepted'))
    or reviews.count > 0
    or (u.role = 'executive' and breaches.count > 0)`;

/**
 * One acceptance_expiring per approved acceptance of an existing risk, reminder step and recipient (the risk's owner
 * and the approver), while the days left until its last day are in the step's window (reminderWindows).
 * Params: appUrl, now, zone, the window's minDaysLeft and days.
 */
export const acceptanceReminders = (t: ScheduleTables) => `
  select 'acceptance_expiring:' || a.id || ':' || w.days || ':' || p.id as mail_key, 'acceptance_expiring' as type,
         p.id as recipient_id, r.id as risk_id,
         jsonb_build_object('riskId', r.code, 'riskTitle', r.title, 'riskLink', ?::text || '/risks/' || r.id,
           'expiresOn', to_char(a.expires_on, 'YYYY-MM-DD'), 'daysLeft', a.expires_on - today.d) as variables
  from ${t.acceptances} a cross join ${TODAY} cross join (select ?::int as min_days_left, ?::int as days) w
  join ${t.risks} r on r.id = a.risk_id
  cross join lateral (select distinct x.id from (values (r.owner_id), (a.approved_by)) x(id) where x.id is not null) p
  where a.status = 'approved' and a.expires_on between today.d + w.min_days_left and today.d + w.days`;

/**
 * The risks with their next review's due date (rv.due): the day the review cycle started (the last review, else the
 * creation) in the mail time zone, plus the interval of the risk's level (residual, else inherent) in the copy of the
 * review settings `s` (as nextReviewDue of @rtm/contracts counts it). Needs `today` (TODAY_IN_ZONE) joined before.
 */
const withReviewDue = (t: ScheduleTables) => `
  join ${t.risks} r on r.review_from is not null and r.assessed_level is not null cross join ${t.reviewSettings} s
  cross join lateral (
    select (r.review_from at time zone today.zone)::date + case r.assessed_level when 'critical' then s.critical_days
      when 'high' then s.high_days when 'medium' then s.medium_days else s.low_days end as due
  ) rv`;

/** Closed risks have no review due. */
const OPEN = `r.status <> 'closed'`;

/** The variables of a review mail: the risk's code, title and link, the due date and the days overdue (the appUrl parameter). */
const reviewVariables = `jsonb_build_object('riskId', r.code, 'riskTitle', r.title, 'riskLink', app.url || '/risks/' || r.id,
  'dueDate', to_char(rv.due, 'YYYY-MM-DD'), 'daysOverdue', greatest(today.d - rv.due, 0))`;

const REVIEW_FROM = `from (select ?::text as url) app cross join ${TODAY_IN_ZONE}`;

/** One review_due per open risk and due date to its owner while the due date is within remindDaysBefore days. Params: appUrl, now, zone. */
export const reviewsDue = (t: ScheduleTables) => `
  select 'review_due:' || r.id || ':' || to_char(rv.due, 'YYYY-MM-DD') as mail_key, 'review_due' as type,
         r.owner_id as recipient_id, r.id as risk_id, ${reviewVariables} as variables
  ${REVIEW_FROM} ${withReviewDue(t)}
  where ${OPEN} and rv.due between today.d and today.d + s.remind_days_before`;

/** One review_overdue a day per open risk whose review is overdue, to its owner. Params: appUrl, now, zone. */
export const reviewsOverdue = (t: ScheduleTables) => `
  select 'review_overdue:' || r.id || ':' || to_char(today.d, 'YYYY-MM-DD') as mail_key, 'review_overdue' as type,
         r.owner_id as recipient_id, r.id as risk_id, ${reviewVariables} as variables
  ${REVIEW_FROM} ${withReviewDue(t)}
  where ${OPEN} and rv.due < today.d`;

/**
 * One review_escalated per open risk and due date to the manager of its owner's department, once the review is
 * escalateAfterDays or more overdue (reviewEscalationDay of @rtm/contracts); none without a manager, nor to a manager
 * who owns the risk (their own overdue mails tell them). Params: appUrl, now, zone.
 */
export const reviewsEscalated = (t: ScheduleTables) => `
  select 'review_escalated:' || r.id || ':' || to_char(rv.due, 'YYYY-MM-DD') || ':' || d.manager_id as mail_key,
         'review_escalated' as type, d.manager_id as recipient_id, r.id as risk_id,
         ${reviewVariables} || jsonb_build_object('ownerName', concat_ws(' ', o.first_name, o.last_name)) as variables
  ${REVIEW_FROM} ${withReviewDue(t)}
  join ${t.users} o on o.id = r.owner_id
  join ${t.departments} d on d.id = o.department_id and d.manager_id is not null and d.manager_id <> r.owner_id
  where ${OPEN} and today.d - rv.due >= s.escalate_after_days`;

/** The review mails' queries, each recorded about risks with the parameters appUrl, now, zone. */
export const REVIEW_MAILS = [reviewsDue, reviewsOverdue, reviewsEscalated] as const;
