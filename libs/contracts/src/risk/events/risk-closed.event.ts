import { defineEvent } from '../../common/events.js';
import type { RiskUpdatedData } from './risk-updated.event.js';

/** A change that set a risk's status to closed (same payload as risk_updated). */
export const RiskClosed = defineEvent<'risk_closed', RiskUpdatedData>('risk_closed');
