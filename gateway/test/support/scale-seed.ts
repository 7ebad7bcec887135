import pg from 'pg';

/**
 * An enterprise-sized register written straight into the owning services' tables and the projections other services
 * keep of them, in a few statements (the APIs and their events would take minutes): for tests that need the size,
 * not the way there. Codes follow the services' own (`RSK-<year>-<n>`, `TSK-<year>-<n>`, numbers from 1), and each
 * service's counter is moved past them; the counts the services keep as changes happen are counted again, as their
 * migrations' backfills do. No events: the activity log does not hear of these rows.
 */
export class ScaleSeed {
  private constructor(
    private readonly db: pg.Client,
    readonly year: number,
  ) {}

  static async connect(databaseUrl: string): Promise<ScaleSeed> {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    return new ScaleSeed(db, new Date().getUTCFullYear());
  }

  close(): Promise<void> {
    return this.db.end();
  }

  query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<T>> {
    return this.db.query<T>(sql, params);
  }

  /**
   * `count` open critical risks owned by `ownerId` in `departmentId`, likelihood 5 and impact 5, 4, 3 in turn (scores
   * 25, 20, 15 for numbers 1, 2, 3 modulo 3), in the risk service (with the month's statistics) and in the risk
   * projections of the task and notification services.
   */
  async criticalRisks(count: number, ownerId: string, departmentId: number): Promise<void> {
    await this.transaction(async () => {
      await this.db.query(
        `insert into risk.risk (id, risk_code, code_year, code_number, title, status, risk_type, frequency, owner_id,
                                likelihood, impact, risk_score, risk_level, created_at)
         select gen_random_uuid(), 'RSK-' || $1::int || '-' || lpad(n::text, 4, '0'), $1::int, n, 'Scale risk ' || n, 'open', 'operational',
                'once', $2, 5, i.impact, 5 * i.impact, 'critical', now() - (($3::int - n) * interval '1 second')
         from generate_series(1, $3::int) n, lateral (select case n % 3 when 1 then 5 when 2 then 4 else 3 end as impact) i`,
        [this.year, ownerId, count],
      );
      await this.db.query(
        `insert into risk.risk_department (risk_id, department_id) select id, $1::int from risk.risk where code_year = $2::int`,
        [departmentId, this.year],
      );
      await this.db.query(
        `insert into risk.risk_counter (year, next_number) values ($1::int, $2::int + 1) on conflict (year) do update set next_number = $2::int + 1`,
        [this.year, count],
      );
      await this.db.query(
        `insert into risk.risk_monthly_stats as s (month, opened, closed) values (date_trunc('month', now() at time zone 'UTC')::date, $1::int, 0)
         on conflict (month) do update set opened = s.opened + $1::int`,
        [count],
      );
      // The counts the risk service keeps as changes happen (migration 0006), counted again as its backfill does.
      await this.db.query(`delete from risk.risk_matrix_count`);
      await this.db.query(
        `insert into risk.risk_matrix_count (likelihood, impact, status, risk_level, risks)
         select likelihood, impact, status, min(risk_level), count(*)::int from risk.risk group by likelihood, impact, status`,
      );
      await this.db.query(`delete from risk.risk_department_count`);
      await this.db.query(
        `insert into risk.risk_department_count (department_id, risk_level, risks)
         select d.department_id, r.risk_level, count(*)::int from risk.risk_department d join risk.risk r on r.id = d.risk_id
         group by d.department_id, r.risk_level`,
      );
      for (const schema of ['task', 'notification'])
        await this.db.query(
          `insert into ${schema}.risk_projection (id, code, title, score, status, owner_id, version_at)
           select id, risk_code, title, risk_score, status, owner_id, created_at from risk.risk where code_year = $1::int`,
          [this.year],
        );
    });
  }

  /**
   * `count` open tasks owned by `ownerId` and assigned to nobody, due 2 to 51 days ago (TSK number n is due
   * 2 + n % 50 days ago), in the task service and the notification's task projection.
   */
  async overdueTasks(count: number, ownerId: string): Promise<void> {
    await this.transaction(async () => {
      await this.db.query(
        `insert into task.task (id, task_id, title, owner_id, status, priority, due_date, created_at, updated_at)
         select gen_random_uuid(), 'TSK-' || $1::int || '-' || lpad(n::text, 4, '0'), 'Scale task ' || n, $2, 'to_do', 'medium',
                ((now() at time zone 'UTC')::date - (2 + n % 50))::timestamp at time zone 'UTC', now(), now()
         from generate_series(1, $3::int) n`,
        [this.year, ownerId, count],
      );
      await this.db.query(
        `insert into task.task_counter (year, next_number) values ($1::int, $2::int + 1) on conflict (year) do update set next_number = $2::int + 1`,
        [this.year, count],
      );
      // The counts the task service keeps as changes happen (migration 0003), counted again as its backfill does.
      await this.db.query(`delete from task.task_count`);
      await this.db.query(
        `insert into task.task_count (status, priority, tasks) select status, priority, count(*)::int from task.task group by status, priority`,
      );
      await this.db.query(
        `insert into notification.task_projection (id, task_code, title, status, owner_id, assigned_to_id, due_date, version_at)
         select id, task_id, title, status, owner_id, assigned_to_id, (due_date at time zone 'UTC')::date, created_at
         from task.task where task_id like 'TSK-' || $1::int || '-%'`,
        [this.year],
      );
    });
  }

  /** `count` active team members in identity (username `scale_<n>`), without credentials: they never sign in. */
  async users(count: number): Promise<void> {
    await this.db.query(
      `insert into identity.app_user (id, username, email, first_name, last_name, role)
       select gen_random_uuid(), 'scale_' || lpad(n::text, 5, '0'), 'scale_' || lpad(n::text, 5, '0') || '@example.com',
              'Scale', 'User ' || n, 'team_member'
       from generate_series(1, $1::int) n`,
      [count],
    );
  }

  /** Fresh planner statistics for the seeded tables, as autovacuum would give them a moment later. */
  async analyze(): Promise<void> {
    await this.db.query(
      `analyze risk.risk, risk.risk_department, task.task, task.risk_projection, notification.risk_projection,
               notification.task_projection, identity.app_user`,
    );
  }

  private async transaction(work: () => Promise<void>): Promise<void> {
    await this.db.query('begin');
    try {
      await work();
      await this.db.query('commit');
    } catch (error) {
      await this.db.query('rollback');
      throw error;
    }
  }
}
