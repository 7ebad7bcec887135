import { defineProjection } from '@rtm/backend/projections';
import { RiskClosed, RiskCreated, RiskDeleted, RiskUpdated, type RiskDto, type RiskStatus } from '@rtm/contracts';

/** What the task service keeps of a risk: enough to check a link and to show it (code, title, score badge). */
export interface RiskProjectionRow {
  id: string;
  code: string;
  title: string;
  score: number;
  status: RiskStatus;
  ownerId: string;
}

const riskRow = (risk: RiskDto): RiskProjectionRow => ({
  id: risk.id,
  code: risk.riskId,
  title: risk.title,
  score: risk.riskScore,
  status: risk.status,
  ownerId: risk.ownerId,
});

/** Table `risk_projection`, fed by the risk service's events (durable task-risks). */
export const RISK_PROJECTION = defineProjection<RiskProjectionRow>({ name: 'risks', table: 'risk_projection', key: 'id' })
  .from(RiskCreated, ({ risk }) => riskRow(risk))
  .from(RiskUpdated, ({ risk }) => riskRow(risk))
  .from(RiskClosed, ({ risk }) => riskRow(risk))
  .removedBy(RiskDeleted, ({ risk }) => risk.id);

export const RISK_PROJECTION_TABLE: readonly string[] = [
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
