import type { RiskLevel, TaskPriority, TaskStatus } from '@rtm/contracts';
import { useEnumLabels } from '../i18n/labels';
import { ToneTag } from './ToneTag';
import { RISK_LEVEL_TONES, TASK_PRIORITY_TONES, TASK_STATUS_TONES } from './tones';

export function RiskLevelBadge({ level }: { level: RiskLevel }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={RISK_LEVEL_TONES[level] ?? 'neutral'} data-testid="risk-level-badge">
      {labels.riskLevel(level)}
    </ToneTag>
  );
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={TASK_STATUS_TONES[status] ?? 'neutral'} data-testid="task-status-badge">
      {labels.taskStatus(status)}
    </ToneTag>
  );
}

/** `variant="short"` is the board's badge (Low, Med, High). */
export function TaskPriorityBadge({ priority, variant = 'full' }: { priority: TaskPriority; variant?: 'full' | 'short' }) {
  const labels = useEnumLabels();
  return (
    <ToneTag tone={TASK_PRIORITY_TONES[priority] ?? 'neutral'} data-testid="task-priority-badge">
      {labels.taskPriority(priority, variant)}
    </ToneTag>
  );
}
