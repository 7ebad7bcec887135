/** Checks that PostgreSQL and NATS (with JetStream) answer, and says how to start them when they do not. */
import net from 'node:net';

const PG_HINT = 'pg_ctlcluster --skip-systemctl-redirect 15 main start';
const NATS_HINT = 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server';

function reachable(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function checkDependencies(env = process.env) {
  const db = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rtm');
  const nats = new URL((env.NATS_URL ?? 'nats://127.0.0.1:4222').replace(/^nats:/, 'http:'));
  const problems = [];
  if (!(await reachable(db.hostname, Number(db.port || 5432)))) {
    problems.push(`PostgreSQL is not reachable at ${db.hostname}:${db.port || 5432}. Start it with: ${PG_HINT}`);
  }
  if (!(await reachable(nats.hostname, Number(nats.port || 4222)))) {
    problems.push(`NATS is not reachable at ${nats.hostname}:${nats.port || 4222}. Start it (with JetStream) with: ${NATS_HINT}`);
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    process.exit(1);
  }
}
