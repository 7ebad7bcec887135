export interface OwnStack {
  baseUrl: string;
  /** Stops one service; the gateway and the other services keep running. */
  stopService(name: 'identity' | 'risk' | 'task' | 'notification'): Promise<void>;
  /** Starts another gateway instance over the same services, database and NATS; answers its base URL. */
  addGateway(): Promise<string>;
  /** Stops everything and drops the run's database and stream. */
  stop(): Promise<void>;
}

export function startOwnStack(label: string, services: ('identity' | 'risk' | 'task' | 'notification')[]): Promise<OwnStack>;
