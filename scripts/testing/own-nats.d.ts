export interface OwnNats {
  /** nats://127.0.0.1:<port> */
  url: string;
  /** The URL with a user's credentials (`admin` for a test's own connection). */
  urlAs(user: string): string;
  port: number;
  /** Stops the server (SIGTERM); its JetStream data stays for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export function startOwnNats(): Promise<OwnNats>;
export function natsServerBinary(): string;
