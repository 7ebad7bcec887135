import type { ConnectionOptions } from '@nats-io/transport-node';

/**
 * NATS_URL carries the process's credentials (`nats://<user>:<password>@host:port`, several servers comma-separated),
 * as the Kubernetes Secrets give it. nats.js does not read credentials from a URL: this splits them off, and gives
 * each user its own inbox prefix (`_INBOX_<user>`), the only inbox its NATS permissions let it read
 * (deploy/nats/authorization.conf).
 */
export function natsConnectOptions(url: string): Pick<ConnectionOptions, 'servers' | 'user' | 'pass' | 'inboxPrefix'> {
  let user: string | undefined;
  let pass: string | undefined;
  const servers = url
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((server) => {
      const parsed = new URL(server.includes('://') ? server : `nats://${server}`);
      if (parsed.username && user === undefined) {
        user = decodeURIComponent(parsed.username);
        pass = decodeURIComponent(parsed.password);
      }
      return `${parsed.protocol}//${parsed.host}`;
    });
  return user ? { servers, user, pass, inboxPrefix: `_INBOX_${user}` } : { servers };
}

/** The URL with its password hidden, for logs and messages. */
export function redactNatsUrl(url: string): string {
  return url.replace(/(\/\/[^:/@,]+):[^@,]*@/g, '$1:***@');
}

/** The password of a NATS user on the project's own server in development and tests (deploy/nats, scripts/nats/nats-server.mjs). */
export function devNatsPassword(user: string): string {
  return `dev-only-nats-${user}`;
}

/** The URL of `url`'s servers with `user`'s credentials (the development password unless one is given). */
export function natsUrlAs(url: string, user: string, password = devNatsPassword(user)): string {
  const auth = `${encodeURIComponent(user)}:${encodeURIComponent(password)}@`;
  return natsConnectOptions(url)
    .servers!.toString()
    .split(',')
    .map((server) => server.replace('://', `://${auth}`))
    .join(',');
}
