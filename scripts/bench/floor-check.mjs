#!/usr/bin/env node
/**
 * `npm run bench:floor-check`: does the floor (floor-server.mjs) answer what the product answers? Starts the product
 * with a fresh database, seeds --risks (300) risks and --tasks (300) tasks, then compares the bench's reads on both,
 * body and X-Total-Count; prints each read's verdict and exits 1 on a difference. The floor must do the product's
 * work (same rows, same query, same JSON) for the bench's ratios to mean anything.
 */
import { isDeepStrictEqual } from 'node:util';
import { loadDemoData } from '../demo/demo-data.mjs';
import { startFloor } from './floor-process.mjs';
import { cliOptions, signIn } from './http-session.mjs';
import { benchProduct } from './own-product.mjs';
import { seedTasks } from './seed-tasks.mjs';

const { arg, admin } = cliOptions();
const RISKS = Number(arg('risks', '300'));
const TASKS = Number(arg('tasks', '300'));

async function main() {
  const product = await benchProduct({ label: 'floorcheck', external: '', arg });
  const databaseUrl = /** @type {import("@rtm/backend/testing").TestEnv} */ (product.env).DATABASE_URL;
  const floor = await startFloor(databaseUrl);
  let differences = 0;
  try {
    const api = await signIn(product.baseUrl, admin);
    const me = (await api('GET', '/api/auth/me')).json;
    await loadDemoData(api, { count: RISKS, batch: RISKS, log: () => undefined });
    await product.waitForEvents();
    await seedTasks({ databaseUrl, schema: 'task', count: TASKS, benchUserId: me.id, risks: RISKS });
    await product.waitForEvents();
    const risks = (await api('GET', '/api/risks?limit=50&offset=100')).json;
    const tasks = (await api('GET', '/api/tasks?limit=50&offset=10')).json;
    const [department] = (await api('GET', '/api/departments')).json;
    const reads = [
      ['list page 50', '/api/risks?limit=50', '/risks?limit=50'],
      ['list offset 200', '/api/risks?limit=50&offset=200', '/risks?limit=50&offset=200'],
      [
        'search + 2 filters',
        '/api/risks?search=out&status=open,under_review&level=high,critical',
        '/risks?search=out&status=open,under_review&level=high,critical',
      ],
      ['risk by id', `/api/risks/${risks[7].id}`, `/risks/${risks[7].id}?user=${me.id}&role=${me.role}`],
      ["a risk's comments", `/api/comments/risk/${risks[7].id}`, `/risks/${risks[7].id}/comments`],
      // The mixed load's own reads on the floor (mixed-load.mjs asFloorRequest).
      ["a risk's comments (mix)", `/api/comments/risk/${risks[7].id}`, `/comments/risk/${risks[7].id}`],
      [
        'list filtered (mix)',
        `/api/risks?limit=50&status=open&departmentId=${department.id}`,
        `/risks?limit=50&status=open&departmentId=${department.id}`,
      ],
      ['summary by department (mix)', '/api/risks/by-department/summary', '/risks/by-department/summary'],
      ['task list page 50', '/api/tasks?limit=50', '/tasks?limit=50'],
      ['task by id', `/api/tasks/${tasks[3].id}`, `/tasks/${tasks[3].id}?user=${me.id}&role=${me.role}`],
      ['my tasks', '/api/tasks/my-tasks', `/tasks/my-tasks?user=${me.id}`],
    ];
    for (const [name, productPath, floorPath] of reads) {
      const mine = await api('GET', productPath);
      const theirs = await fetch(`${floor.url}${floorPath}`);
      const floorJson = await theirs.json();
      const same = isDeepStrictEqual(mine.json, floorJson) && mine.headers.get('x-total-count') === theirs.headers.get('x-total-count');
      if (!same) differences++;
      console.log(
        `${same ? 'same     ' : 'DIFFERENT'} ${name}${same ? '' : `\n  product: ${JSON.stringify(mine.json).slice(0, 600)}\n  floor:   ${JSON.stringify(floorJson).slice(0, 600)}`}`,
      );
    }
  } finally {
    floor.stop();
    await product.stop();
  }
  process.exit(differences ? 1 : 0);
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});
