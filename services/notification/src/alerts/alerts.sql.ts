/**
 * The order of codes (`RSK-2026-0042`, `TSK-2026-10000`) among alerts of the same due date or score: by year, then
 * by number, so the code given first comes first (text order would put -10000 before -9999). The escalation alerts'
 * indexes are built on these expressions (migration 0011, pinned by its snapshot), and a page's ORDER BY must name
 * them exactly for PostgreSQL to read it from the index.
 */
export const ALERT_CODE_ORDER = (column: string): string => `split_part(${column}, '-', 2), lpad(split_part(${column}, '-', 3), 12, '0')`;

/**
 * An open critical risk of the notification's risk projection: score at least LIMITS.riskLevelThresholds[2] (15),
 * neither closed nor accepted. Migration 0011's index and counter triggers hold the same condition (a unit test checks).
 */
export const CRITICAL_RISK = `score >= 15 and status not in ('closed', 'accepted')`;
