/**
 * A small, realistic organisation for the documentation's screenshots, made through the product's HTTP API as its
 * people would make it: five departments, a manager for three of them, an executive, three team members, thirteen
 * risks across the matrix, twelve tasks in every column of the board (some overdue, some due soon), comments, a task's
 * history, SMTP settings and an escalation ladder. Run against a product that already has it, it reuses what is there.
 */
import { signIn } from '../bench/http-session.mjs';

export const PASSWORD = 'docs-password';

const DEPARTMENTS = [
  { name: 'Information Technology', description: 'Systems, networks and the applications the organisation runs on' },
  { name: 'Finance', description: 'Payroll, billing, accounts and regulatory filings' },
  { name: 'Clinical Operations', description: 'Clinics, appointments and patient services' },
  { name: 'Legal & Compliance', description: 'Contracts, regulation and data protection' },
  { name: 'Human Resources', description: 'Hiring, leaving and staff training' },
];

/** `manages`: the department whose manager the person becomes. */
const PEOPLE = [
  {
    username: 'sara.alharbi',
    firstName: 'Sara',
    lastName: 'Al-Harbi',
    role: 'manager',
    department: 'Information Technology',
    manages: true,
  },
  { username: 'omar.haddad', firstName: 'Omar', lastName: 'Haddad', role: 'manager', department: 'Finance', manages: true },
  { username: 'layla.nasser', firstName: 'Layla', lastName: 'Nasser', role: 'manager', department: 'Clinical Operations', manages: true },
  { username: 'khalid.mansour', firstName: 'Khalid', lastName: 'Mansour', role: 'executive', department: null },
  { username: 'noura.salem', firstName: 'Noura', lastName: 'Salem', role: 'team_member', department: 'Information Technology' },
  { username: 'yusuf.rahman', firstName: 'Yusuf', lastName: 'Rahman', role: 'team_member', department: 'Finance' },
  { username: 'huda.karim', firstName: 'Huda', lastName: 'Karim', role: 'team_member', department: 'Clinical Operations' },
];

// prettier-ignore
const RISKS = [
  ['Payroll system outage during month-end close', 'technical', 'mitigation_in_progress', 'bmc_financial', 'monthly', 4, 5, 'omar.haddad', ['Finance', 'Information Technology'],
    'The payroll server has failed twice in the last quarter during the month-end run; salaries were paid a day late.', 'Set up a standby server and test the failover before each month-end close.'],
  ['Patient records exposed through a misconfigured backup', 'legal_compliance', 'open', 'psyter', 'once', 3, 5, 'layla.nasser', ['Clinical Operations', 'Information Technology'],
    'A backup volume holding patient records was readable from the office network.', 'Encrypt the backup volumes and restrict access to the backup operators.'],
  ['Single supplier for critical pharmacy stock', 'operational', 'under_review', null, 'yearly', 3, 4, 'layla.nasser', ['Clinical Operations'],
    'Insulin and two antibiotics come from one supplier only.', 'Qualify a second supplier and keep four weeks of stock.'],
  ['Data centre cooling failure', 'technical', 'open', 'bmc_erp', 'once', 2, 5, 'sara.alharbi', ['Information Technology'],
    'One cooling unit serves the server room; a failure would stop every system within hours.', 'Install temperature alarms and a second cooling unit.'],
  ['Late regulatory filing of quarterly returns', 'legal_compliance', 'open', 'bmc_financial', 'yearly', 2, 4, 'omar.haddad', ['Finance', 'Legal & Compliance'],
    null, 'Keep a filing calendar with reminders two weeks ahead.'],
  ['Phishing attacks on staff e-mail', 'technical', 'mitigation_in_progress', null, 'weekly', 4, 3, 'sara.alharbi', ['Information Technology', 'Human Resources'],
    'Staff received 40 phishing e-mails last month; two people entered their passwords.', 'Awareness training for all staff and two-factor sign-in for e-mail.'],
  ['Negative press after appointment delays', 'reputational', 'open', 'naraakum', 'monthly', 3, 3, 'layla.nasser', ['Clinical Operations'],
    'Waiting times for new appointments reached six weeks.', 'Publish waiting times and add evening clinics.'],
  ['Key staff leaving the finance team', 'operational', 'accepted', null, 'yearly', 2, 3, 'omar.haddad', ['Finance', 'Human Resources'],
    null, null],
  ['ERP licence renewal missed', 'financial', 'closed', 'bmc_erp', 'yearly', 1, 4, 'sara.alharbi', ['Information Technology', 'Finance'],
    'The ERP licence expired unnoticed last year.', 'Renewal handled with a reminder a month ahead.'],
  ['Expired certificates on the Quraan app', 'technical', 'closed', 'quraan', 'yearly', 2, 2, 'sara.alharbi', ['Information Technology'],
    null, 'Certificates now renew automatically.'],
  ['Office access cards not revoked on leaving', 'legal_compliance', 'under_review', null, 'monthly', 2, 2, 'sara.alharbi', ['Human Resources'],
    null, 'A monthly review of leavers against active cards.'],
  ['Rounding errors in invoices', 'financial', 'open', 'bmc_financial', 'daily', 3, 1, 'omar.haddad', ['Finance'],
    'Some invoices are off by a few halalas.', null],
  ['Competition app downtime during the annual event', 'technical', 'open', 'musabaqat', 'once', 1, 3, 'sara.alharbi', ['Information Technology'],
    null, 'Load-test the app a month before the event.'],
];

/** [title, status, priority, assignee, due in days (null: none), index of the linked risk, the manager who plans it] */
// prettier-ignore
const TASKS = [
  ['Set up a standby payroll server', 'to_do', 'medium', 'noura.salem', 2, 0, 'sara.alharbi', 'Order the server, install the payroll system and copy last month\'s data.'],
  ['Run a month-end failover test', 'to_do', 'high', 'yusuf.rahman', 10, 0, 'omar.haddad', null],
  ['Encrypt the backup volumes', 'in_progress', 'high', 'noura.salem', -2, 1, 'sara.alharbi', null],
  ['Notify the data protection officer', 'done', 'medium', 'huda.karim', -4, 1, 'layla.nasser', null],
  ['Qualify a second pharmacy supplier', 'to_do', 'medium', 'huda.karim', 20, 2, 'layla.nasser', null],
  ['Install temperature alarms in the data centre', 'blocked', 'medium', 'noura.salem', -5, 3, 'sara.alharbi', 'Waiting for the supplier\'s quote.'],
  ['Phishing awareness training for all staff', 'in_progress', 'medium', 'noura.salem', 1, 5, 'sara.alharbi', null],
  ['Prepare the quarterly filing calendar', 'to_do', 'low', 'yusuf.rahman', 15, 4, 'omar.haddad', null],
  ['Publish appointment waiting times on the website', 'to_do', 'medium', 'huda.karim', 7, 6, 'layla.nasser', null],
  ['Renew the ERP licence', 'done', 'high', 'yusuf.rahman', -20, 8, 'omar.haddad', null],
  ['Review leavers\' access cards', 'to_do', 'low', null, 30, 10, 'sara.alharbi', null],
  ['Reconcile invoice rounding', 'done', 'low', 'yusuf.rahman', -1, 11, 'omar.haddad', null],
];

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A calendar day `days` from today (UTC), as the task form sends it. */
function day(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Retries a write a service refuses while the events of what it refers to are still on their way (a new user, risk). */
async function retrying(write) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 20 || !/-> (400|404|409|422):/.test(error.message)) throw error;
      await pause(500);
    }
  }
}

/**
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} admin
 * @param {(line: string) => void} log
 * @returns {Promise<{ featuredRiskId: string, featuredTaskId: string, teamMember: { username: string, password: string }, manager: { username: string, password: string } }>}
 */
export async function seedDocsData(baseUrl, admin, log = console.log) {
  const api = await signIn(baseUrl, admin);
  const sessions = new Map();
  const as = async (username) => {
    if (!sessions.has(username)) sessions.set(username, await signIn(baseUrl, { username, password: PASSWORD }));
    return sessions.get(username);
  };
  const existingUsers = (await api('GET', '/api/users')).json;
  const seeded = existingUsers.some((u) => u.username === PEOPLE[0].username);
  const result = {
    teamMember: { username: 'noura.salem', password: PASSWORD },
    manager: { username: 'sara.alharbi', password: PASSWORD },
  };
  if (seeded) {
    log('the documentation data set is there already; reusing it');
    const risks = (await api('GET', `/api/risks?search=${encodeURIComponent(RISKS[0][0])}`)).json;
    const tasks = (await api('GET', `/api/tasks?search=${encodeURIComponent(TASKS[0][0])}`)).json;
    return { ...result, featuredRiskId: risks[0].id, featuredTaskId: tasks[0].id };
  }

  const departments = new Map();
  const known = (await api('GET', '/api/departments')).json;
  for (const d of DEPARTMENTS) {
    const department = known.find((k) => k.name === d.name) ?? (await api('POST', '/api/departments', d)).json;
    departments.set(d.name, department.id);
  }
  const users = new Map();
  for (const p of PEOPLE) {
    const user = (
      await api('POST', '/api/users', {
        username: p.username,
        password: PASSWORD,
        email: `${p.username}@example.com`,
        firstName: p.firstName,
        lastName: p.lastName,
        role: p.role,
        ...(p.department ? { departmentId: departments.get(p.department) } : {}),
      })
    ).json;
    users.set(p.username, user.id);
    if (p.manages) await retrying(() => api('PATCH', `/api/departments/${departments.get(p.department)}/manager`, { managerId: user.id }));
  }
  log(`seeded ${departments.size} departments and ${users.size} people`);

  const risks = [];
  for (const [title, riskType, status, affectedApp, frequency, likelihood, impact, owner, depts, description, suggestedSolution] of RISKS) {
    const reporter = await as(owner);
    const body = { title, riskType, status, affectedApp, frequency, likelihood, impact, description, suggestedSolution };
    const risk = await retrying(() =>
      reporter('POST', '/api/risks', { ...body, ownerId: users.get(owner), departmentIds: depts.map((d) => departments.get(d)) }),
    );
    risks.push(risk.json);
  }
  const featuredRisk = risks[0];
  // Issue 25: the featured risk assessed after treatment, so its page shows the residual level and the treatment.
  if (featuredRisk.residualScore == null && featuredRisk.riskScore >= 4)
    await api('PATCH', `/api/risks/${featuredRisk.id}`, {
      residualLikelihood: Math.max(1, featuredRisk.likelihood - 1),
      residualImpact: Math.max(1, featuredRisk.impact - 1),
      treatmentStrategy: 'mitigate',
      treatmentPlan: 'A second server in the other data centre, and a failover drill each quarter.',
      treatmentDueDate: '2027-06-30',
    });
  await (
    await as('omar.haddad')
  )('POST', '/api/comments', {
    riskId: featuredRisk.id,
    content: 'The standby server is ordered; delivery is expected next week.',
  });
  await (
    await as('sara.alharbi')
  )('POST', '/api/comments', {
    riskId: featuredRisk.id,
    content: 'IT will run the failover test with Finance as soon as it is installed.',
  });
  // Issue 26: its owner reviews the featured risk, so its page shows a review and the next review's day.
  await (
    await as(RISKS[0][7])
  )('POST', `/api/risks/${featuredRisk.id}/reviews`, {
    outcome: 'confirmed',
    comment: 'Checked with IT after the last month-end close: the scores still hold until the standby server is live.',
  });
  // Issue 25: a manager asks for the acceptance of an open risk, so an approver's dashboard has one to decide.
  const toAccept = risks.find((r, i) => i > 0 && !['closed', 'accepted'].includes(r.status));
  if (toAccept)
    await (
      await as('sara.alharbi')
    )('POST', `/api/risks/${toAccept.id}/acceptance`, {
      justification: 'The insurer covers this loss until the new supplier contract is signed.',
      expiresOn: day(60),
    });
  log(`seeded ${risks.length} risks`);

  const tasks = [];
  for (const [title, status, priority, assignee, due, riskIndex, planner, description] of TASKS) {
    const manager = await as(planner);
    const task = await retrying(() =>
      manager('POST', '/api/tasks', {
        title,
        description,
        status,
        priority,
        assignedToId: assignee ? users.get(assignee) : null,
        dueDate: due === null ? null : day(due),
        riskIds: [risks[riskIndex].id],
      }),
    );
    tasks.push(task.json);
  }
  // The featured task's history: its assignee starts it and the manager raises its priority; both comment.
  const featuredTask = tasks[0];
  await (
    await as('noura.salem')
  )('PATCH', `/api/tasks/${featuredTask.id}`, { status: 'in_progress' });
  await (
    await as('sara.alharbi')
  )('PATCH', `/api/tasks/${featuredTask.id}`, { priority: 'high' });
  await (
    await as('noura.salem')
  )('POST', '/api/comments', {
    taskId: featuredTask.id,
    content: 'The server arrived; installing the payroll system today.',
  });
  log(`seeded ${tasks.length} tasks`);

  const smtp = (await api('GET', '/api/smtp-settings')).json;
  if (smtp.id === null)
    await api('POST', '/api/smtp-settings', {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      username: 'risk-alerts',
      password: 'docs-smtp-password',
      fromEmail: 'risk-alerts@example.com',
      fromName: 'Risk & Task Management',
      isActive: true,
    });
  const [rule] = (await api('GET', '/api/escalation-settings')).json;
  if (rule && !(rule.escalationSteps ?? []).length) await api('PATCH', `/api/escalation-settings/${rule.id}`, { escalationSteps: [3, 7] });

  // The activity log and the escalation alerts are written by consumers a moment after each change.
  const last = featuredTask.id;
  for (let waited = 0; waited < 20_000; waited += 500) {
    const activities = (await api('GET', '/api/activities?limit=50')).json;
    if (activities.some((a) => a.entityId === last && a.actionType === 'task_updated')) break;
    await pause(500);
  }
  return { ...result, featuredRiskId: featuredRisk.id, featuredTaskId: featuredTask.id };
}
