import { RiskClosed, RiskCreated, RiskDeleted, RiskUpdated, type RiskDto, type RiskStatus } from '@rtm/contracts';
import { defineProjection } from './projection.js';

/**
 * The risk service's risks as other slices keep them: enough to check a link, show it (code, title, score badge),
 * pick the critical ones and find a risk's owner. The task and notification services use this declaration.
 */
export interface RiskSummaryRow {
  id: string;
  code: string;
  title: string;
  score: number;
  status: RiskStatus;
  ownerId: string;
}

/** A risk's summary row (a service keeping more of the risk in the same table builds on it). */
export const riskSummaryRow = (risk: RiskDto): RiskSummaryRow => ({
  id: risk.id,
  code: risk.riskId,
  title: risk.title,
  score: risk.riskScore,
  status: risk.status,
  ownerId: risk.ownerId,
});

/** Table `risk_projection`, fed by the risk service's events. */
export const RISK_SUMMARY_PROJECTION = defineProjection<RiskSummaryRow>({ name: 'risks', table: 'risk_projection', key: 'id' })
  .from(RiskCreated, ({ risk }) => riskSummaryRow(risk))
  .from(RiskUpdated, ({ risk }) => riskSummaryRow(risk))
  .from(RiskClosed, ({ risk }) => riskSummaryRow(risk))
  .removedBy(RiskDeleted, ({ risk }) => risk.id);

/** The table as the task service created it first (a migration that ran never changes: see directory.projections). */
export const RISK_SUMMARY_TABLE: readonly string[] = [
  `create table risk_projection (
    id uuid primary key,
    code text,
    title text,
    score smallint,
    status text,
    owner_id uuid,
    version_at timestamptz not null
  )`,
];
