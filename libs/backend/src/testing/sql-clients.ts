import pg from 'pg';

/** Plain PostgreSQL connections a test opens, each as the role its URL names (tests of roles and grants); closed together. */
export class SqlClients {
  private readonly clients: pg.Client[] = [];

  /** A connection as the role, and to the database, of `url`. */
  async as(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    this.clients.push(client);
    return client;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.end().catch(() => undefined)));
  }
}

/** The SQLSTATE a statement fails with, or 'ok'. */
export function sqlOutcome(client: pg.Client, sql: string): Promise<string> {
  return client.query(sql).then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? 'failed',
  );
}
