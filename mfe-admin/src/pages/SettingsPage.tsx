import { Card, Tabs } from 'antd';
import { MailOutlined, BellOutlined, FileTextOutlined } from '@ant-design/icons';
import { PageHeader } from '@rtm/frontend/ui';
import { EmailSettingsTab } from '../components/settings/EmailSettingsTab';
import { NotificationsTab } from '../components/settings/NotificationsTab';
import { TemplatesTab } from '../components/settings/TemplatesTab';

/** /settings: Email (SMTP), Templates, Notifications (escalation rules). */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <Card>
        <Tabs
          items={[
            { key: 'email', label: 'Email', icon: <MailOutlined />, children: <EmailSettingsTab /> },
            { key: 'templates', label: 'Templates', icon: <FileTextOutlined />, children: <TemplatesTab /> },
            { key: 'notifications', label: 'Notifications', icon: <BellOutlined />, children: <NotificationsTab /> },
          ]}
        />
      </Card>
    </>
  );
}
