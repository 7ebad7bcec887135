import type { HttpException } from '@nestjs/common';
import {
  BULK_IMPORT_MAX_DETAILS,
  type BulkImportAction,
  type BulkImportChange,
  type BulkImportPreviewDto,
  type BulkUploadErrorDetail,
  type UpdateRiskInput,
} from '@rtm/contracts';
import type { NewRisk } from '../risks/risks.service.js';

/** What the import does with one row: the risk to create, or the risk and the changed fields to update. */
export interface RowPlan {
  row: number;
  riskId: string | null;
  action: BulkImportAction;
  changes: BulkImportChange[];
  problems: Omit<BulkUploadErrorDetail, 'row'>[];
  create?: NewRisk;
  update?: { id: string; input: UpdateRiskInput };
  /** The risk's updatedAt the update was planned against (a job refuses the row if it has changed since). */
  plannedUpdatedAt?: string | null;
}

/** The row is refused: its one problem, nothing done with it. */
export function refuse(plan: RowPlan, column: string, message: string): void {
  plan.action = 'error';
  plan.problems.push({ column, message });
  plan.changes = [];
  delete plan.create;
  delete plan.update;
}

/** An HttpException's message (Nest keeps it in the response body). */
export function messageOf(error: HttpException): string {
  const body = error.getResponse();
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.message);
}

/**
 * The dry run's answer: the counts of every row, and the first BULK_IMPORT_MAX_DETAILS rows that do something or are
 * refused (unchanged rows are counted only), each refusal's problems as 'Column: message' lines.
 */
export function preview(plans: RowPlan[]): BulkImportPreviewDto {
  const count = (action: BulkImportAction) => plans.filter((p) => p.action === action).length;
  return {
    created: 0,
    toCreate: count('create'),
    toUpdate: count('update'),
    unchanged: count('unchanged'),
    errors: count('error'),
    details: plans
      .filter((p) => p.action !== 'unchanged')
      .slice(0, BULK_IMPORT_MAX_DETAILS)
      .map((p) => ({
        row: p.row,
        riskId: p.riskId,
        action: p.action,
        changes: p.changes,
        message: p.problems.length > 0 ? p.problems.map((q) => `${q.column}: ${q.message}`).join('\n') : null,
        ...(p.problems.length > 0 ? { problems: p.problems } : {}),
      })),
  };
}
