import { defineEvent } from '../../common/events.js';
import type { RiskDto } from '../api.js';

export interface RiskCreatedData {
  risk: RiskDto;
  /** The report form, or a row of a spreadsheet import. */
  source: 'form' | 'import';
}

/** A risk was reported. */
export const RiskCreated = defineEvent<'risk_created', RiskCreatedData>('risk_created');
