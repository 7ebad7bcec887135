import { Card, Tabs } from 'antd';
import { MailOutlined, BellOutlined, FileTextOutlined } from '@ant-design/icons';
import { PageHeader } from '@rtm/frontend/ui';
import { EmailSettingsTab } from '../components/settings/EmailSettingsTab';
import { NotificationsTab } from '../components/settings/NotificationsTab';
import { TemplatesTab } from '../components/settings/TemplatesTab';
import { useAdminTranslation } from '../i18n';

/** /settings: Email (SMTP), Templates, Notifications (escalation rules). */
export function SettingsPage() {
  const { t } = useAdminTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Card>
        <Tabs
          items={[
            { key: 'email', label: t('settings.email'), icon: <MailOutlined />, children: <EmailSettingsTab /> },
            { key: 'templates', label: t('settings.templates'), icon: <FileTextOutlined />, children: <TemplatesTab /> },
            { key: 'notifications', label: t('settings.notifications'), icon: <BellOutlined />, children: <NotificationsTab /> },
          ]}
        />
      </Card>
    </>
  );
}
