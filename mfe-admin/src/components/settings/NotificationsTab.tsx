import { EmptyState } from '@rtm/frontend/ui';

/** Escalation rules table: comes with the notification slice. */
export function NotificationsTab() {
  return <EmptyState title="Escalation Rules" description="Escalation rules are not available yet." />;
}
