import { Inject, Injectable } from '@nestjs/common';
import { requireRole, SERVICE_CONFIG } from '@rtm/backend/app';
import { quoteIdent } from '@rtm/backend/db';
import { Transactions } from '@rtm/backend/events';
import {
  LIMITS,
  SETTINGS_ACTION_TYPES,
  SETTINGS_LOG_ROLES,
  type Actor,
  type ActivityDto,
  type MyActivitiesInput,
  type Page,
} from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { Activity, toActivityDto } from './activity.entity.js';

/**
 * GET /api/activities/mine (every signed-in user): the user's own actions, and the changes to the tasks
 * they own or are assigned and the risks they own, as the service's task and risk projections know
 * them now (a task handed to someone else leaves this feed). Deleted tasks and risks leave the
 * projections, so only their deleter still sees those entries.
 */
@Injectable()
export class MyActivitiesService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async list(actor: Actor | null, input: MyActivitiesInput): Promise<Page<ActivityDto>> {
    const who = requireRole(actor);
    const limit = input.limit ?? LIMITS.activityPageDefault;
    const offset = input.offset ?? 0;
    const schema = quoteIdent(this.config.NOTIFICATION_SCHEMA);
    // Each branch has its index: activity (user_id), activity (entity_type, entity_id), and the projections' owner/assignee indexes.
    // Settings changes stay with the roles that see them in the log (an admin made them; a demoted one no longer sees them).
    const hidden = SETTINGS_LOG_ROLES.includes(who.role) ? [] : SETTINGS_ACTION_TYPES;
    const scope = `from ${schema}.activity a
      where (a.user_id = ?
         or (a.entity_type = 'task' and a.entity_id in
              (select id::text from ${schema}.task_projection where owner_id = ? or assigned_to_id = ?))
         or (a.entity_type = 'risk' and a.entity_id in (select id::text from ${schema}.risk_projection where owner_id = ?)))
        ${hidden.length ? "and a.action_type <> all(string_to_array(?, ','))" : ''}`;
    const params = [who.id, who.id, who.id, who.id, ...(hidden.length ? [hidden.join(',')] : [])];
    const em = this.db.reader();
    const [[{ total }], page] = await Promise.all([
      em.execute<{ total: number }[]>(`select count(*)::int as total ${scope}`, params),
      em.execute<{ id: string }[]>(`select a.id ${scope} order by a.created_at desc, a.id desc limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ]),
    ]);
    if (page.length === 0) return { items: [], total };
    const items = await em.find(
      Activity,
      { id: { $in: page.map((row) => row.id) } },
      { populate: ['user'], strategy: 'joined', orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return { items: items.map(toActivityDto), total };
  }
}
