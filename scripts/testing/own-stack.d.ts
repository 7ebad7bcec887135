export interface OwnStack {
  baseUrl: string;
  /** Stops one service; the gateway and the other services keep running. */
  stopService(name: 'identity' | 'risk' | 'task' | 'notification'): Promise<void>;
  /** The process id of a process now (the gateway or a service). */
  pidOf(name: 'gateway' | 'identity' | 'risk' | 'task' | 'notification'): number | undefined;
  /** Starts another gateway instance over the same services, database and NATS; answers its base URL. */
  addGateway(): Promise<string>;
  /** Stops everything and drops the run's database and stream. */
  stop(): Promise<void>;
}

export function startOwnStack(
  label: string,
  services: ('identity' | 'risk' | 'task' | 'notification')[],
  options?: { restart?: boolean },
): Promise<OwnStack>;
