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

const EVENTS_USER_SUFFIX = '-events';
const EVENTS_USER_SUFFIX_PATTERN = /-events$/;

/**
 * The password of a NATS user on the project's own server in development and tests (deploy/nats,
 * scripts/nats/nats-server.mjs); an events user shares its service's.
 */
export function devNatsPassword(user: string): string {
  return `dev-only-nats-${user.replace(EVENTS_USER_SUFFIX_PATTERN, '')}`;
}

/**
 * The URL a service's events connection uses: when `url` signs in as the service itself, the same servers and
 * password as its events user (`<service>-events`, deploy/nats/authorization.conf), which has no reply permissions,
 * so nats-server keeps none for the JetStream deliveries it receives. Any other URL (the administrator's in tests,
 * none without authorization) is used as it is.
 */
export function natsEventsUrl(url: string, service: string): string {
  const options = natsConnectOptions(url);
  if (options.user !== service) return url;
  return natsUrlAs(url, `${service}${EVENTS_USER_SUFFIX}`, options.pass);
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
