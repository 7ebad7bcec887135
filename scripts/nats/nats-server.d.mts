export const NATS_TEMPLATE: string;
export const AUTHORIZATION_TEMPLATE: string;
export const DEFAULT_NATS_PORT: number;
/** The users of deploy/nats/authorization.conf, one per process. */
export const NATS_USERS: string[];
/** Its administrator (the JetStream setup). */
export const NATS_ADMIN: string;
export function devNatsPassword(user: string): string;
export function natsServerBinary(): string;
/** The events stream, uploads bucket and its stream the permissions name (`*` for the `*.` prefix of a Jest run's server). */
export function jetStreamNames(prefix: string, stream: string): { events: string; uploads: string; uploadsStream: string };
/** deploy/nats/authorization.conf for a subject prefix ('' in production, `*.`: any one-token prefix) and events stream (default EVENTS). */
export function renderAuthorization(options?: { prefix?: string; stream?: string }): string;
/** A server's route port and every server's route URL (nats-route://host:port), its own included. */
export interface NatsClusterRoutes {
  name: string;
  port: number;
  routes: string[];
}
export function renderServerConfig(options: {
  host: string;
  port: number;
  storeDir: string;
  authorization?: string;
  serverName?: string;
  cluster?: NatsClusterRoutes;
}): string;

export interface NatsServer {
  /** nats://host:port, without credentials. */
  url: string;
  /** The URL with `user`'s credentials. */
  urlAs(user: string): string;
  host: string;
  port: number;
  dir: string;
  configFile: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The project's own nats-server with deploy/nats's configuration (a free port and a temporary store by default). */
export function startNatsServer(options?: {
  port?: number;
  host?: string;
  dir?: string;
  print?: (line: string) => void;
  prefix?: string;
  stream?: string;
  auth?: boolean;
  passwords?: Record<string, string>;
  /** Unique within a cluster (default rtm_local). */
  serverName?: string;
  cluster?: NatsClusterRoutes;
}): Promise<NatsServer>;
