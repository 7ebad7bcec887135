/**
 * Demo data through the running product's HTTP API, as a user would load it: departments and owners
 * (managers) via identity, risks via POST /api/risks/bulk-upload in batches (so codes, events and the
 * activity log are real). Used by `npm run demo-data` and `npm run bench`. Reuses the departments and
 * owners it made before; each call adds `count` risks.
 */
import ExcelJS from 'exceljs';
import { RISK_IMPORT_COLUMNS } from '@rtm/contracts';

const DEPARTMENTS = [
  'Finance',
  'Information Technology',
  'Clinical Operations',
  'Human Resources',
  'Legal',
  'Marketing',
  'Procurement',
  'Customer Care',
];
const OWNERS = 30;
const TYPES = ['clinical', 'technical', 'operational', 'financial', 'legal_compliance', 'reputational'];
const STATUSES = ['open', 'open', 'open', 'under_review', 'mitigation_in_progress', 'mitigation_in_progress', 'closed', 'accepted'];
const APPS = [null, 'psyter', 'naraakum', 'quraan', 'qq_system', 'musabaqat', 'bmc_erp', 'bmc_financial'];
const FREQUENCIES = ['once', 'daily', 'weekly', 'monthly', 'yearly'];
const SUBJECTS = [
  'Server',
  'Payroll',
  'Supplier',
  'Patient record',
  'Website',
  'Contract',
  'Data centre',
  'Billing',
  'Backup',
  'Network',
  'Pharmacy stock',
  'Licence',
];
const PROBLEMS = [
  'outage',
  'delay',
  'breach',
  'fraud',
  'error',
  'shortage',
  'non-compliance',
  'failure',
  'leak',
  'dispute',
  'misconfiguration',
  'overrun',
];
const FIRST = ['Sara', 'Omar', 'Lina', 'Khalid', 'Maha', 'Yousef', 'Noura', 'Faisal', 'Huda', 'Tariq'];
const LAST = ['Ali', 'Haddad', 'Nasser', 'Saleh', 'Qasim', 'Darwish', 'Mansour', 'Farouk'];

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

/**
 * The demo's departments (by name) and risk owners (managers demo.owner01..30), made once and reused.
 * @param {(method: string, path: string, body?: unknown) => Promise<{ json: any, headers: Headers }>} api  a signed-in session (scripts/bench/http-session.mjs)
 */
export async function demoDirectory(api) {
  const existingDepartments = (await api('GET', '/api/departments')).json;
  const departments = [];
  for (const name of DEPARTMENTS) {
    departments.push(
      existingDepartments.find((d) => d.name === name) ?? (await api('POST', '/api/departments', { name, description: 'Demo data' })).json,
    );
  }

  // Searched, so that the owners are found among thousands of users once the list is paged (a server without the
  // search answers every user).
  const existingUsers = (await api('GET', '/api/users?search=demo.owner&limit=500')).json;
  const owners = [];
  for (let i = 1; i <= OWNERS; i++) {
    const username = `demo.owner${String(i).padStart(2, '0')}`;
    owners.push(
      existingUsers.find((u) => u.username === username) ??
        (
          await api('POST', '/api/users', {
            username,
            password: 'demo-password',
            email: `${username}@example.com`,
            firstName: FIRST[i % FIRST.length],
            lastName: LAST[i % LAST.length],
            role: 'manager',
            departmentId: departments[i % departments.length].id,
          })
        ).json,
    );
  }
  return { departments, owners };
}

/**
 * A spreadsheet of `size` demo risks for POST /api/risks/bulk-upload, as base64; `first` numbers its titles.
 * @param {{ departments: any[], owners: any[] }} directory  from demoDirectory
 * @returns {Promise<string>}
 */
export async function demoWorkbook({ departments, owners }, size, first = 0) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Risks');
  sheet.addRow([...RISK_IMPORT_COLUMNS]);
  for (let i = 0; i < size; i++) {
    const depts = new Set([pick(departments).name]);
    if (random() < 0.35) depts.add(pick(departments).name);
    if (random() < 0.1) depts.add(pick(departments).name);
    sheet.addRow([
      `${pick(SUBJECTS)} ${pick(PROBLEMS)} #${first + i + 1}`,
      random() < 0.7 ? 'Generated for benchmarks: the description of a risk that could happen.' : null,
      random() < 0.5 ? 'Mitigate, monitor and report monthly.' : null,
      pick(TYPES),
      pick(STATUSES),
      pick(APPS),
      pick(FREQUENCIES),
      1 + Math.floor(random() * 5),
      1 + Math.floor(random() * 5),
      pick(owners).username,
      [...depts].join('; '),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/**
 * Uploads a spreadsheet (base64) to POST /api/risks/bulk-upload; answers the import's answer. Owners and departments
 * created a moment ago reach the risk service through events: a file refused whole is retried briefly.
 * @returns {Promise<{ created: number, errors: number, details: unknown[] }>}
 */
export async function uploadRisks(api, fileData) {
  for (let attempt = 1; ; attempt++) {
    const { json } = await api('POST', '/api/risks/bulk-upload', { fileData });
    if (json.created === 0 && json.errors > 0 && attempt < 10) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    return json;
  }
}

/**
 * @param {(method: string, path: string, body?: unknown) => Promise<{ json: any, headers: Headers }>} api  a signed-in session (scripts/bench/http-session.mjs)
 * @param {{ count: number, batch?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ created: number, errors: number, departments: any[], owners: any[] }>}
 */
export async function loadDemoData(api, { count, batch = 2000, log = console.log }) {
  const directory = await demoDirectory(api);
  log(`departments: ${directory.departments.length}, owners: ${directory.owners.length}`);

  let created = 0;
  let errors = 0;
  for (let offset = 0; offset < count; offset += batch) {
    const fileData = await demoWorkbook(directory, Math.min(batch, count - offset), offset);
    const t = Date.now();
    const json = await uploadRisks(api, fileData);
    created += json.created;
    errors += json.errors;
    log(`batch ${offset / batch + 1}: ${json.created} created, ${json.errors} rejected in ${Date.now() - t} ms`);
    if (json.errors > 0) log(`  first problems: ${JSON.stringify(json.details.slice(0, 3))}`);
  }
  return { created, errors, ...directory };
}
