export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port> (no database: add /<name>) */
  url: string;
  port: number;
  /** pg_ctl start; resolves once the server accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m <mode> (fast by default). */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stops and starts the server (its data stays). */
  restart(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export function startOwnPostgres(): Promise<OwnPostgres>;
export function postgresBinDir(): string;
export function waitForPort(port: number, timeoutMs?: number, gaveUp?: () => boolean): Promise<void>;
