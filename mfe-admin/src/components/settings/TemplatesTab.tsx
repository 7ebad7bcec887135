import { EmptyState } from '@rtm/frontend/ui';

/** E-mail templates list with add and edit dialogs: comes with the notification slice. */
export function TemplatesTab() {
  return <EmptyState title="Email Templates" description="Email templates are not available yet." />;
}
