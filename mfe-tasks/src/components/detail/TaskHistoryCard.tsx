import { Card, Timeline, Typography } from 'antd';
import { displayName, type TaskHistoryEntryDto, type UserSummary } from '@rtm/contracts';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { DelayedTooltip, EmptyState, SkeletonRows, useDateFormat } from '@rtm/frontend/ui';
import { useTaskHistory } from '../../hooks/useTaskHistory';
import { useTasksTranslation } from '../../i18n';
import { ACTIONS_WITH_VALUES, historyLabelKey } from '../taskLabels';

/**
 * Task History (SPEC section 2): each entry shows the action label, from the old value (or none) to the
 * new value, by whom and when; empty 'No history yet'. Values are shown in the page's language.
 */
export function TaskHistoryCard({ taskId }: { taskId: string }) {
  const history = useTaskHistory(taskId);
  const { t } = useTasksTranslation();
  const labels = useEnumLabels();
  const { formatDate, formatRelative } = useDateFormat();
  const entries = history.data ?? [];

  const valueOf = (entry: TaskHistoryEntryDto, value: string | null, person: UserSummary | null): string => {
    if (value === null || value === '') return t('history.none');
    switch (entry.action) {
      case 'priority_changed':
        return labels.taskPriority(value);
      case 'assigned':
        return person ? displayName(person) : t('history.unknownUser');
      case 'due_date_changed':
        return formatDate(value, 'medium');
      default:
        return labels.taskStatus(value);
    }
  };

  return (
    <Card title={t('history.title')} data-testid="history-card">
      {history.isLoading ? (
        <SkeletonRows count={2} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <Timeline
          items={entries.map((entry) => ({
            key: entry.id,
            content: (
              <div data-testid="history-entry" data-action={entry.action}>
                <Typography.Text strong>{t(`history.action.${historyLabelKey(entry.action)}`)}</Typography.Text>
                {ACTIONS_WITH_VALUES.includes(entry.action) && (
                  <Typography.Text style={{ display: 'block' }} dir="auto">
                    {t('history.change', {
                      from: valueOf(entry, entry.oldValue, entry.oldUser),
                      to: valueOf(entry, entry.newValue, entry.newUser),
                    })}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="auto">
                  <DelayedTooltip title={formatDate(entry.createdAt, 'long')}>
                    <span>
                      {t('history.by', {
                        name: entry.changedBy ? displayName(entry.changedBy) : t('history.unknownUser'),
                        time: formatRelative(entry.createdAt),
                      })}
                    </span>
                  </DelayedTooltip>
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
