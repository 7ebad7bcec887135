import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, UserSummary } from '@rtm/contracts';
import type { RiskSchema } from '../common/risk-schema.js';

interface UserEventData {
  user?: Partial<UserSummary> & { id: string; isActive?: boolean; username?: string };
  username?: string;
}

interface DepartmentEventData {
  departmentId?: number;
  name?: string;
}

/**
 * Applies identity's events to the user and department projections. Newer facts win (by the event's
 * occurredAt), so a redelivered or late older event never overwrites a newer one; the username, which
 * only user_created carries, is kept whenever it is known.
 */
export async function applyDirectoryEvent(schema: RiskSchema, event: DomainEvent, tx: EntityManager): Promise<void> {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case 'user_created':
    case 'user_updated': {
      const data = event.data as UserEventData;
      const user = data.user;
      if (!user?.id || !user.role) return;
      const username = data.username ?? user.username ?? null;
      await tx.execute(
        `insert into ${schema.table('user_ref')} as u (id, username, email, first_name, last_name, role, department_id, is_active, version_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (id) do update set email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
           role = excluded.role, department_id = excluded.department_id, is_active = excluded.is_active, version_at = excluded.version_at
         where u.version_at <= excluded.version_at`,
        [
          user.id,
          username,
          user.email ?? null,
          user.firstName ?? null,
          user.lastName ?? null,
          user.role,
          user.departmentId ?? null,
          user.isActive ?? true,
          at,
        ],
      );
      if (username) {
        await tx.execute(`update ${schema.table('user_ref')} set username = ? where id = ? and username is null`, [username, user.id]);
      }
      return;
    }
    case 'department_created':
    case 'department_updated': {
      const data = event.data as DepartmentEventData;
      const id = Number(data.departmentId ?? event.entity.id);
      if (!Number.isInteger(id)) return;
      await tx.execute(
        `insert into ${schema.table('department_ref')} as d (id, name, version_at) values (?, ?, ?)
         on conflict (id) do update set
           name = case when excluded.name is not null and (d.name is null or d.version_at <= excluded.version_at) then excluded.name else d.name end,
           version_at = greatest(d.version_at, excluded.version_at)`,
        [id, data.name ?? null, at],
      );
      return;
    }
    default:
      return;
  }
}
