import { isoTextSql } from '@rtm/backend/db';

/**
 * The columns of an acceptance as RiskAcceptanceDto's keys; `a`: the table's alias, if the statement has one. Plain SQL
 * (the risk views' statements, which the benches import, read it too).
 */
export function acceptanceColumnsSql(a?: string): string {
  const c = (column: string) => (a ? `${a}.${column}` : column);
  return `${c('id')}, ${c('status')}, ${c('justification')}, ${c('requested_by')} as "requestedBy",
    ${isoTextSql(c('requested_at'))} as "requestedAt", to_char(${c('expires_on')}, 'YYYY-MM-DD') as "expiresOn",
    ${c('decided_by')} as "decidedBy", ${isoTextSql(c('decided_at'))} as "decidedAt", ${c('decision_comment')} as "decisionComment",
    to_jsonb(${c('evidence_ids')}) as "evidenceIds"`;
}
