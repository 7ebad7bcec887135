import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import type {
  Actor,
  DepartmentDto,
  DepartmentRiskCounts,
  DepartmentRiskSummaryDto,
  RiskDepartmentRef,
  RiskDto,
  RiskView,
  UserSummary,
} from '@rtm/contracts';
import { IdentityClient } from '../clients/identity.client.js';
import { LOGGER } from '../core/tokens.js';

export interface Directory {
  users: Map<string, UserSummary>;
  departments: Map<number, DepartmentDto>;
}

/**
 * Composes views of risks with identity's data: owner and author names and department names, with
 * one batched request per kind (users.byIds, departments.byIds), never one per row. When identity does
 * not answer, the risks still come back, with `owner: null` and department names null.
 */
@Injectable()
export class RiskViews {
  constructor(
    @Inject(IdentityClient) private readonly identity: IdentityClient,
    @Inject(LOGGER) private readonly logger: LoggerService,
  ) {}

  async directory(userIds: Iterable<string>, departmentIds: Iterable<number>, actor: Actor): Promise<Directory> {
    const users = [...new Set(userIds)].filter(Boolean);
    const departments = [...new Set(departmentIds)];
    const [foundUsers, foundDepartments] = await Promise.all([
      users.length ? this.identity.usersByIds(users, actor).catch((e) => this.degraded<UserSummary>('users', e)) : ([] as UserSummary[]),
      departments.length
        ? this.identity.departmentsByIds(departments, actor).catch((e) => this.degraded<DepartmentDto>('departments', e))
        : ([] as DepartmentDto[]),
    ]);
    return {
      users: new Map(foundUsers.map((u) => [u.id, u])),
      departments: new Map(foundDepartments.map((d) => [d.id, d])),
    };
  }

  async risks<T extends RiskDto>(risks: T[], actor: Actor): Promise<(T & RiskView)[]> {
    const directory = await this.directory(
      risks.map((r) => r.ownerId),
      risks.flatMap((r) => r.departmentIds),
      actor,
    );
    return risks.map((risk) => this.withNames(risk, directory));
  }

  async risk<T extends RiskDto>(risk: T, actor: Actor): Promise<T & RiskView> {
    const [view] = await this.risks([risk], actor);
    return view;
  }

  withNames<T extends RiskDto>(risk: T, directory: Directory): T & RiskView {
    const departments: RiskDepartmentRef[] = risk.departmentIds.map((id) => ({ id, name: directory.departments.get(id)?.name ?? null }));
    return { ...risk, owner: directory.users.get(risk.ownerId) ?? null, departments };
  }

  async summary(rows: DepartmentRiskCounts[], actor: Actor): Promise<DepartmentRiskSummaryDto[]> {
    const { departments } = await this.directory(
      [],
      rows.map((r) => r.departmentId),
      actor,
    );
    return rows.map((row) => ({
      departmentId: row.departmentId,
      departmentName: departments.get(row.departmentId)?.name ?? null,
      totalRisks: row.totalRisks,
      criticalCount: row.criticalCount,
      highCount: row.highCount,
      mediumCount: row.mediumCount,
      lowCount: row.lowCount,
    }));
  }

  async withAuthors<T extends { authorId: string }>(comments: T[], actor: Actor): Promise<(T & { author: UserSummary | null })[]> {
    const { users } = await this.directory(
      comments.map((c) => c.authorId),
      [],
      actor,
    );
    return comments.map((c) => ({ ...c, author: users.get(c.authorId) ?? null }));
  }

  private degraded<T>(what: string, error: unknown): T[] {
    this.logger.warn(`Risk views without ${what} names: identity did not answer (${(error as Error).message})`, RiskViews.name);
    return [];
  }
}
