import { Card, Tabs } from 'antd';
import { MailOutlined, BellOutlined, FileTextOutlined, AimOutlined, AuditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { PageHeader } from '@rtm/frontend/ui';
import { EmailSettingsTab } from '../components/settings/EmailSettingsTab';
import { NotificationsTab } from '../components/settings/NotificationsTab';
import { ReviewSettingsTab } from '../components/settings/ReviewSettingsTab';
import { ReportSettingsTab } from '../components/settings/ReportSettingsTab';
import { RiskAppetiteTab } from '../components/settings/RiskAppetiteTab';
import { TemplatesTab } from '../components/settings/TemplatesTab';
import { useAdminTranslation } from '../i18n';

/** /settings: Email (SMTP), Templates, Notifications (escalation rules), Risk appetite (issue 25), Reviews (issue 26), Reports (issue 29). */
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
            { key: 'appetite', label: t('settings.appetiteTab'), icon: <AimOutlined />, children: <RiskAppetiteTab /> },
            { key: 'reviews', label: t('settings.reviewsTab'), icon: <AuditOutlined />, children: <ReviewSettingsTab /> },
            { key: 'reports', label: t('settings.reportsTab'), icon: <FilePdfOutlined />, children: <ReportSettingsTab /> },
          ]}
        />
      </Card>
    </>
  );
}
