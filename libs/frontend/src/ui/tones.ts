import type { RiskLevel, RiskStatus, TaskPriority, TaskStatus } from '@rtm/contracts';
import type { Tone } from './ToneTag';

/** Badge tones of the enumerations, one table for every remote (labels: useEnumLabels()). */
export const RISK_LEVEL_TONES: Record<RiskLevel, Tone> = {
  low: 'green',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};

export const RISK_STATUS_TONES: Record<RiskStatus, Tone> = {
  open: 'blue',
  under_review: 'purple',
  mitigation_in_progress: 'orange',
  closed: 'neutral',
  accepted: 'cyan',
};

export const TASK_STATUS_TONES: Record<TaskStatus, Tone> = {
  to_do: 'neutral',
  in_progress: 'blue',
  done: 'green',
  blocked: 'red',
};

export const TASK_PRIORITY_TONES: Record<TaskPriority, Tone> = {
  low: 'cyan',
  medium: 'gold',
  high: 'orange',
  critical: 'red',
};
