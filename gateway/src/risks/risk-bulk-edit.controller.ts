import { RISK_BULK_EDIT_SUBJECTS } from '@rtm/contracts';
import { ListRisksDto, RiskBulkEditDto } from '@rtm/contracts/validation';
import { bulkEditController } from '../common/bulk-edit.controller.js';

/** Bulk edit of risks (issue 27): GET /api/risks/ids, POST /api/risks/bulk-edit, GET /api/risks/bulk-edit/{jobId}. */
export const RiskBulkEditController = bulkEditController('api/risks', RISK_BULK_EDIT_SUBJECTS, ListRisksDto, RiskBulkEditDto);
