import net from 'node:net';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]', '::1'];

/**
 * Whether `npm start` starts the project's own nats-server for NATS_URL, or uses the URL as given: a URL listing
 * several servers (a cluster), naming another host, or naming a port where something already listens is an
 * operator's server. Answers the port to start it on, or null.
 * @param {string} natsUrl
 * @param {(host: string, port: number) => Promise<boolean>} [listening]
 * @returns {Promise<{ port: number } | null>}
 */
export async function ownNatsPlan(natsUrl, listening = isListening) {
  const servers = natsUrl
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length !== 1) return null;
  const url = new URL(servers[0].includes('://') ? servers[0] : `nats://${servers[0]}`);
  if (!LOOPBACK.includes(url.hostname)) return null;
  const port = Number(url.port || 4222);
  if (await listening(url.hostname.replace(/^\[|\]$/g, ''), port)) return null;
  return { port };
}

/** Whether a TCP connection to host:port is accepted within half a second. */
export function isListening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
