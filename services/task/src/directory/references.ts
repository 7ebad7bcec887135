import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { pgArray } from '@rtm/backend/db';
import { untilKnown } from '@rtm/backend/projections';
import { TaskSchema } from '../common/task-schema.js';
import type { TaskConfig } from '../task.config.js';

export interface TaskReferenceCheck {
  /** Asked-for people the projection does not know or knows as deactivated. */
  inactiveUsers: string[];
  /** Asked-for risks the projection does not know. */
  missingRisks: string[];
}

/**
 * Checks owners, assignees and linked risks against the task service's projections of identity's users
 * and the risk service's risks, never by calling them. Something created a moment ago whose event is on
 * its way is waited for up to DIRECTORY_WAIT_MS.
 */
@Injectable()
export class TaskReferences {
  constructor(
    @Inject(TaskSchema) private readonly schema: TaskSchema,
    @Inject(SERVICE_CONFIG) private readonly config: TaskConfig,
  ) {}

  check(em: EntityManager, refs: { activeUserIds: string[]; riskIds: string[] }): Promise<TaskReferenceCheck> {
    const users = [...new Set(refs.activeUserIds)];
    const risks = [...new Set(refs.riskIds)];
    if (users.length === 0 && risks.length === 0) return Promise.resolve({ inactiveUsers: [], missingRisks: [] });
    return untilKnown(
      () => this.checkOnce(em, users, risks),
      (check) => check.inactiveUsers.length === 0 && check.missingRisks.length === 0,
      this.config.DIRECTORY_WAIT_MS,
    );
  }

  private async checkOnce(em: EntityManager, users: string[], risks: string[]): Promise<TaskReferenceCheck> {
    const [row] = await em.execute<{ inactive_users: string[] | null; missing_risks: string[] | null }[]>(
      `select array(select u from unnest(?::uuid[]) u
                     where not exists (select 1 from ${this.schema.table('user_projection')} p where p.id = u and p.is_active)) as inactive_users,
              array(select r from unnest(?::uuid[]) r
                     where not exists (select 1 from ${this.schema.table('risk_projection')} p where p.id = r)) as missing_risks`,
      [pgArray(users), pgArray(risks)],
    );
    return { inactiveUsers: row.inactive_users ?? [], missingRisks: row.missing_risks ?? [] };
  }
}
