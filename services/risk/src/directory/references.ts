import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { pgArray } from '@rtm/backend/db';
import { untilKnown } from '@rtm/backend/projections';
import { OWNER_ROLES, type UserRole } from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import type { RiskConfig } from '../risk.config.js';

export interface ReferencesToCheck {
  /** Must be an active manager or system admin. */
  ownerId?: string;
  /** Must exist. */
  departmentIds?: number[];
  /** People to be known, e.g. a comment's author (for their name in the answer). */
  userIds?: string[];
  /** Also read the names of the risk types (in their order), in the same statement: a form resolves its type with them. */
  riskTypes?: boolean;
}

export interface ReferenceCheck {
  owner: 'ok' | 'unknown' | 'ineligible' | 'not-asked';
  missingDepartments: number[];
  unknownUsers: string[];
  /** The risk types' names, oldest first, when asked for (riskTypes). */
  riskTypes?: string[];
}

interface Row {
  owner_role: UserRole | null;
  owner_active: boolean | null;
  missing_departments: number[];
  unknown_users: string[];
  risk_types: string[] | null;
}

/**
 * Checks references to identity's users and departments against the risk service's projections, never
 * by calling identity. A reference created a moment ago may not have reached the projection yet (its
 * event is on the way, usually milliseconds): while something is unknown the check is repeated, up to
 * DIRECTORY_WAIT_MS, and the last answer is the verdict.
 */
@Injectable()
export class References {
  constructor(
    @Inject(RiskSchema) private readonly schema: RiskSchema,
    @Inject(SERVICE_CONFIG) private readonly config: RiskConfig,
  ) {}

  /**
   * `first` sees the first answer before any wait (e.g. to refuse an unknown risk type at once, without waiting for
   * the directory); the risk types are read with that first answer only.
   */
  check(em: EntityManager, refs: ReferencesToCheck, first?: (check: ReferenceCheck) => void): Promise<ReferenceCheck> {
    let firstTry = true;
    return untilKnown(
      async () => {
        const isFirst = firstTry;
        firstTry = false;
        const check = await this.checkOnce(em, isFirst ? refs : { ...refs, riskTypes: false });
        if (isFirst) first?.(check);
        return check;
      },
      (check) => check.owner !== 'unknown' && check.missingDepartments.length === 0 && check.unknownUsers.length === 0,
      this.config.DIRECTORY_WAIT_MS,
    );
  }

  private async checkOnce(em: EntityManager, refs: ReferencesToCheck): Promise<ReferenceCheck> {
    const users = this.schema.table('user_projection');
    const departments = [...new Set(refs.departmentIds ?? [])];
    const userIds = [...new Set(refs.userIds ?? [])];
    const [row] = await em.execute<Row[]>(
      `select o.role as owner_role, o.is_active as owner_active,
              array(select d from unnest(?::int[]) d
                     where not exists (select 1 from ${this.schema.table('department_projection')} p where p.id = d)) as missing_departments,
              array(select u from unnest(?::uuid[]) u where not exists (select 1 from ${users} p where p.id = u)) as unknown_users,
              ${refs.riskTypes ? `array(select t.name from ${this.schema.table('risk_type')} t order by t.id)` : 'null'} as risk_types
         from (select 1) one left join ${users} o on o.id = ?`,
      [pgArray(departments), pgArray(userIds), refs.ownerId ?? null],
    );
    let owner: ReferenceCheck['owner'] = 'not-asked';
    if (refs.ownerId) {
      if (!row.owner_role) owner = 'unknown';
      else owner = row.owner_active && OWNER_ROLES.includes(row.owner_role) ? 'ok' : 'ineligible';
    }
    return {
      owner,
      missingDepartments: (row.missing_departments ?? []).map(Number),
      unknownUsers: row.unknown_users ?? [],
      ...(refs.riskTypes ? { riskTypes: row.risk_types ?? [] } : {}),
    };
  }
}
