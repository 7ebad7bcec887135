import { EmptyState } from '@rtm/frontend/ui';

/** SMTP settings form: comes with the notification slice. */
export function EmailSettingsTab() {
  return <EmptyState title="SMTP Settings" description="Email settings are not available yet." />;
}
