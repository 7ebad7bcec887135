import { healthSubject, type Rpc } from './common/rpc.js';
import { IDENTITY_SUBJECTS, type IdentityRpc } from './identity/subjects.js';
import { NOTIFICATION_SUBJECTS, type NotificationRpc } from './notification/subjects.js';
import { RISK_SUBJECTS, type RiskRpc } from './risk/subjects.js';
import { TASK_SUBJECTS, type TaskRpc } from './task/subjects.js';
import type { RiskBulkEditRpc } from './risk/bulk-edit.js';
import type { TaskBulkEditRpc } from './task/bulk-edit.js';
import type { AttachmentRpc } from './attachments/subjects.js';
import type { ReportRpc } from './reports/subjects.js';

/** Every request/reply subject of the product, by service (each slice lists its own in `<slice>/subjects.ts`). */
export const SUBJECTS = {
  identity: IDENTITY_SUBJECTS,
  risk: RISK_SUBJECTS,
  task: TASK_SUBJECTS,
  notification: NOTIFICATION_SUBJECTS,
  health: healthSubject,
} as const;

/** subject -> what it takes and answers, for every service. */
export interface RpcContract
  extends IdentityRpc, RiskRpc, TaskRpc, NotificationRpc, RiskBulkEditRpc, TaskBulkEditRpc, AttachmentRpc, ReportRpc {}
export type RpcSubject = keyof RpcContract & string;
export type RpcRequest<S extends RpcSubject> = RpcContract[S] extends Rpc<infer Q, unknown> ? Q : never;
export type RpcResponse<S extends RpcSubject> = RpcContract[S] extends Rpc<unknown, infer R> ? R : never;
