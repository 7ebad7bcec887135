import { IsBulkChanges, IsBulkIds } from '../../common/validation/bulk-edit.dto.js';
import { riskBulkChangesProblem, type RiskBulkChanges, type RiskBulkEditInput } from '../bulk-edit.js';

/** POST /api/risks/bulk-edit (the gateway validates it; the risk service again). */
export class RiskBulkEditDto implements RiskBulkEditInput {
  @IsBulkIds()
  ids!: string[];

  @IsBulkChanges(riskBulkChangesProblem)
  changes!: RiskBulkChanges;
}
