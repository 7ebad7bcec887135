import { useEffect } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { REPORT_ORGANISATION_MAX, type ReportSettingsDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useRevalidateOnLanguageChange } from '@rtm/frontend/i18n';
import { SkeletonRows, useToast } from '@rtm/frontend/ui';
import { useReportSettings, useSaveReportSettings } from '../../hooks/useReportSettings';
import { useAdminTranslation } from '../../i18n';

/** The committee packs' settings (issue 29): the organisation's name printed on every page of a pack. */
export function ReportSettingsTab() {
  const settings = useReportSettings();
  const save = useSaveReportSettings();
  const toast = useToast();
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<ReportSettingsDto>();
  useRevalidateOnLanguageChange(form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isLoading) return <SkeletonRows count={2} />;
  if (settings.isError)
    return <Typography.Text type="danger">{serverMessage(settings.error, t('settings.reports.loadFailed'))}</Typography.Text>;

  const submit = (values: ReportSettingsDto) =>
    save.mutate(
      { organisationName: values.organisationName.trim() },
      {
        onSuccess: () => toast.success(t('settings.reports.saved')),
        onError: (err) => toast.error(serverMessage(err, t('settings.reports.saveFailed'))),
      },
    );

  return (
    <Form<ReportSettingsDto> form={form} layout="vertical" name="report-settings" onFinish={submit} style={{ maxWidth: 640 }}>
      <Typography.Title level={4}>{t('settings.reports.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.reports.help')}</Typography.Paragraph>
      <Form.Item
        name="organisationName"
        label={t('settings.reports.organisationName')}
        rules={[
          { required: true, whitespace: true, message: t('settings.reports.organisationRequired') },
          { max: REPORT_ORGANISATION_MAX, message: t('settings.reports.organisationTooLong', { max: REPORT_ORGANISATION_MAX }) },
        ]}
      >
        <Input dir="auto" data-testid="report-organisation-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-report-settings">
        {t('settings.reports.save')}
      </Button>
    </Form>
  );
}
