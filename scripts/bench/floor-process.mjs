/** The floor server (floor-server.mjs) as a child process of a bench script. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../stack.mjs';

/** Starts the floor over the product's tables; answers its URL and how to stop it. */
export function startFloor(databaseUrl, { schema = 'risk', taskSchema = 'task' } = {}) {
  const script = path.join(ROOT, 'scripts/bench/floor-server.mjs');
  const child = spawn(process.execPath, [script, '--database-url', databaseUrl, '--schema', schema, '--task-schema', taskSchema], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const port = /listening (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') });
    });
  });
}
