export const NATS_TEMPLATE: string;
export const AUTHORIZATION_TEMPLATE: string;
export const DEFAULT_NATS_PORT: number;
/** The users of deploy/nats/authorization.conf, one per process. */
export const NATS_USERS: string[];
export function devNatsPassword(user: string): string;
export function natsServerBinary(): string;
/** deploy/nats/authorization.conf for a subject prefix ('' in production, `*.`: any one-token prefix), with a development `admin`. */
export function renderAuthorization(options?: { prefix?: string; admin?: boolean }): string;
export function renderServerConfig(options: { host: string; port: number; storeDir: string; authorization?: string }): string;

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
  auth?: boolean;
  passwords?: Record<string, string>;
}): Promise<NatsServer>;
