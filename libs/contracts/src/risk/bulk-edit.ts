import type { Rpc } from '../common/rpc.js';
import { RISK_STATUSES, TREATMENT_STRATEGIES, type RiskStatus, type TreatmentStrategy } from '../common/enums.js';
import { VALIDATION } from '../common/messages.js';
import type { BulkEditAnswer, BulkEditJobInput, BulkEditJobView, MatchingIds } from '../common/bulk-edit.js';
import { BULK_EDIT_MESSAGES } from '../common/bulk-edit.js';
import { bulkChangesProblem, isUuidText } from '../common/bulk-edit-rules.js';
import type { ListRisksInput, UpdateRiskInput } from './api.js';
import { RISK_MESSAGES } from './messages.js';

/** What a bulk edit of risks may set (issue 27): each item then goes through the risk form's own change. */
export const RISK_BULK_FIELDS = ['ownerId', 'status', 'departmentIds', 'treatmentStrategy'] as const;
export type RiskBulkField = (typeof RISK_BULK_FIELDS)[number];

export interface RiskBulkChanges {
  ownerId?: string;
  status?: RiskStatus;
  /** Replaces the risk's departments. */
  departmentIds?: number[];
  /** null clears it. */
  treatmentStrategy?: TreatmentStrategy | null;
}

/** POST /api/risks/bulk-edit. */
export interface RiskBulkEditInput {
  ids: string[];
  changes: RiskBulkChanges;
}

const wholeDepartment = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647;

const RISK_BULK_CHECKS: Record<RiskBulkField, (value: unknown) => string | null> = {
  ownerId: (v) => (isUuidText(v) ? null : VALIDATION.ownerRequired),
  status: (v) => ((RISK_STATUSES as readonly unknown[]).includes(v) ? null : RISK_MESSAGES.statusInvalid),
  departmentIds: (v) =>
    !Array.isArray(v) || v.length === 0
      ? VALIDATION.departmentsRequired
      : v.length > 100 || !v.every(wholeDepartment)
        ? RISK_MESSAGES.departmentIdInvalid
        : null,
  treatmentStrategy: (v) =>
    v === null || (TREATMENT_STRATEGIES as readonly unknown[]).includes(v) ? null : RISK_MESSAGES.treatmentStrategyInvalid,
};

/** What is wrong with a bulk edit's changes of risks (null: nothing). */
export const riskBulkChangesProblem = (changes: unknown): string | null =>
  bulkChangesProblem(changes, RISK_BULK_FIELDS, RISK_BULK_CHECKS, BULK_EDIT_MESSAGES.riskFieldsOnly);

/** The risk form's change that a bulk edit makes of each risk (only the fields it names). */
export function riskBulkUpdate(changes: RiskBulkChanges): UpdateRiskInput {
  const update: UpdateRiskInput = {};
  for (const field of RISK_BULK_FIELDS) if (changes[field] !== undefined) (update as Record<string, unknown>)[field] = changes[field];
  return update;
}

export const RISK_BULK_EDIT_SUBJECTS = {
  bulkEdit: 'risk.bulkEdit.start',
  bulkEditJob: 'risk.bulkEdit.job',
  matchingIds: 'risk.risks.ids',
} as const;

const S = RISK_BULK_EDIT_SUBJECTS;

export interface RiskBulkEditRpc {
  [S.bulkEdit]: Rpc<RiskBulkEditInput, BulkEditAnswer>;
  [S.bulkEditJob]: Rpc<BulkEditJobInput, BulkEditJobView>;
  [S.matchingIds]: Rpc<ListRisksInput, MatchingIds>;
}
