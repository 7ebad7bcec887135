export interface OwnNatsCluster {
  /** Every server's nats://127.0.0.1:<port>, comma-separated, without credentials (as NATS_URL takes them). */
  urls: string;
  /** n0, n1, ...: the names the servers give as a stream's or consumer's leader. */
  serverNames: string[];
  /** The URLs with `user`'s development credentials. */
  urlAs(user: string): string;
  /** kill -9 of the server of that name; the others go on. */
  kill(serverName: string): Promise<void>;
  /** Stops every server and removes their stores. */
  destroy(): Promise<void>;
}

export function startOwnNatsCluster(size?: number): Promise<OwnNatsCluster>;
