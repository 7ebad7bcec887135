export type ServiceName = 'identity' | 'risk' | 'task' | 'notification';

export interface OwnStack {
  baseUrl: string;
  /** The settings every process got (database, NATS URL, subject prefix, stream). */
  env: { DATABASE_URL: string; NATS_URL: string; NATS_PREFIX: string; EVENTS_STREAM: string };
  /** The run's database, for tests that check what the processes wrote. */
  databaseUrl: string;
  /** Stops one service or one instance of it (a name from addService); SIGKILL as a crash would. */
  stopService(name: ServiceName | string, signal?: NodeJS.Signals): Promise<void>;
  /** The process id of a process now (the gateway or a service). */
  pidOf(name: 'gateway' | ServiceName): number | undefined;
  /** Starts one more instance of a service (same queue group and consumers); answers its name once it is ready. */
  addService(name: ServiceName): Promise<string>;
  /** The /health address of an instance started with addService (its body counts the requests it took: rpcRequests). */
  healthUrlOf(instance: string): string;
  /** Starts another gateway instance over the same services, database and NATS (with settings of its own); answers its base URL. */
  addGateway(env?: Record<string, string>): Promise<string>;
  /** Stops everything and drops the run's database and stream. */
  stop(): Promise<void>;
}

export function startOwnStack(
  label: string,
  services: ServiceName[],
  options?: { restart?: boolean; env?: Record<string, string>; servers?: { postgres: string; nats: string } },
): Promise<OwnStack>;

/** One more gateway over the shared stack of global setup, with settings of its own; stop() stops only it. */
export function startOwnGateway(gatewayEnv: Record<string, string>): Promise<{ baseUrl: string; stop(): Promise<void> }>;

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number>;
