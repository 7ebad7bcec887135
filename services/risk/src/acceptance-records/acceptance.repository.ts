import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { pgArray, sqlTextList } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import {
  APPROVER_ROLES,
  STANDING_ACCEPTANCE_STATUSES,
  type AcceptanceStatus,
  type RiskAcceptanceDto,
  type RiskAcceptanceSummaryDto,
} from '@rtm/contracts';
import { RiskSchema } from '../common/risk-schema.js';
import { acceptanceColumnsSql } from './acceptance-columns.sql.js';

const COLUMNS = acceptanceColumnsSql();

/** A step of an acceptance: its new status, and who decided with what comment (the time is the caller's). */
export interface AcceptanceStep {
  status: AcceptanceStatus;
  /** Null for the system's own step (the expiry). */
  decidedBy: string | null;
  decidedAt: string;
  decisionComment?: string | null;
  /** The acceptance's whole evidence after the step (the request's and the decision's), when the step adds some. */
  evidenceIds?: string[];
}

/** Acceptances of risks (issue 25) in plain SQL, inside the caller's transaction. */
@Injectable()
export class AcceptanceRepository {
  constructor(@Inject(RiskSchema) private readonly schema: RiskSchema) {}

  /** The risk's standing acceptance (pending, approved or unapproved), locked until commit; null when none stands. */
  async standingForUpdate(em: SqlReader, riskId: string): Promise<RiskAcceptanceDto | null> {
    const rows = await em.execute<RiskAcceptanceDto[]>(
      `select ${COLUMNS} from ${this.schema.table('risk_acceptance')}
        where risk_id = ? and status in (?) for update`,
      [riskId, [...STANDING_ACCEPTANCE_STATUSES]],
    );
    return rows[0] ?? null;
  }

  /** Records a new acceptance; the unique index refuses a second standing one (the caller checked under the risk's lock). */
  async insert(
    em: SqlReader,
    riskId: string,
    acceptance: Omit<RiskAcceptanceDto, 'id' | 'decidedBy' | 'decidedAt' | 'decisionComment' | 'evidenceIds'> & Partial<RiskAcceptanceDto>,
  ): Promise<RiskAcceptanceDto> {
    const [row] = await em.execute<RiskAcceptanceDto[]>(
      `insert into ${this.schema.table('risk_acceptance')}
         (id, risk_id, status, justification, requested_by, requested_at, expires_on, decided_by, decided_at, decision_comment,
          evidence_ids)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::uuid[]) returning ${COLUMNS}`,
      [
        randomUUID(),
        riskId,
        acceptance.status,
        acceptance.justification,
        acceptance.requestedBy,
        acceptance.requestedAt,
        acceptance.expiresOn,
        acceptance.decidedBy ?? null,
        acceptance.decidedAt ?? null,
        acceptance.decisionComment ?? null,
        pgArray(acceptance.evidenceIds ?? []),
      ],
    );
    return row;
  }

  /** Moves an acceptance to its next status. */
  async step(em: SqlReader, id: string, step: AcceptanceStep): Promise<RiskAcceptanceDto> {
    const [row] = await em.execute<RiskAcceptanceDto[]>(
      `update ${this.schema.table('risk_acceptance')}
          set status = ?, decided_by = ?, decided_at = ?, decision_comment = coalesce(?, decision_comment),
              evidence_ids = coalesce(?::uuid[], evidence_ids)
        where id = ? returning ${COLUMNS}`,
      [step.status, step.decidedBy, step.decidedAt, step.decisionComment ?? null, step.evidenceIds ? pgArray(step.evidenceIds) : null, id],
    );
    return row;
  }

  /** Approved acceptances whose last day is before `today` (YYYY-MM-DD): their risk ids, at most `limit`, oldest first. */
  async expiredRiskIds(em: SqlReader, today: string, limit: number): Promise<string[]> {
    const rows = await em.execute<{ risk_id: string }[]>(
      `select risk_id from ${this.schema.table('risk_acceptance')}
        where status = 'approved' and expires_on < ? order by expires_on, risk_id limit ?`,
      [today, limit],
    );
    return rows.map((r) => r.risk_id);
  }

  /** Whether an active executive or system admin other than `userId` exists (someone who could approve). */
  async otherApproverExists(em: SqlReader, userId: string): Promise<boolean> {
    const [row] = await em.execute<{ found: boolean }[]>(
      `select exists (select 1 from ${this.schema.table('user_projection')}
                       where role in (${sqlTextList(APPROVER_ROLES)}) and is_active and id <> ?) as found`,
      [userId],
    );
    return row.found;
  }

  /**
   * The dashboard's counts over the standing acceptances (issue 25): those awaiting a decision that `deciderId` may take
   * (not their own; null: they may decide none), the approved ones ending within `expiringDays` of `today`, and the
   * unapproved ones.
   */
  async summary(em: SqlReader, deciderId: string | null, today: string, expiringDays: number): Promise<RiskAcceptanceSummaryDto> {
    const [row] = await em.execute<RiskAcceptanceSummaryDto[]>(
      `select count(*) filter (where status in ('pending', 'unapproved') and ?::uuid is not null and requested_by <> ?::uuid)::int
                as "awaitingYourDecision",
              count(*) filter (where status = 'approved' and expires_on <= ?::date + ?::int)::int as "expiringSoon",
              count(*) filter (where status = 'unapproved')::int as "acceptedWithoutApproval"
         from ${this.schema.table('risk_acceptance')} where status in (${sqlTextList(STANDING_ACCEPTANCE_STATUSES)})`,
      [deciderId, deciderId, today, expiringDays],
    );
    return {
      awaitingYourDecision: Number(row.awaitingYourDecision),
      expiringSoon: Number(row.expiringSoon),
      acceptedWithoutApproval: Number(row.acceptedWithoutApproval),
    };
  }
}
