import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Radio, Select, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { Language, ReportPack } from '@rtm/contracts';
import { downloadFile, serverMessage } from '@rtm/frontend/api-client';
import { useCurrentUser } from '@rtm/frontend/auth';
import { useDepartments } from '@rtm/frontend/directory';
import { apiDate, FormDatePicker, PageHeader } from '@rtm/frontend/ui';
import { departmentsFor, packsFor, reportFileName, reportUrl, type ReportChoice } from '../api/reportsApi';
import { useAdminTranslation } from '../i18n';

interface ReportForm {
  pack: ReportPack;
  departmentId?: number;
  language: Language;
  asOf: Dayjs;
}

/** /reports (issue 29): choose a committee pack, its department, language and as-of day, and download its PDF. */
export function ReportsPage() {
  const { t, i18n } = useAdminTranslation();
  const { user } = useCurrentUser();
  const departments = useDepartments();
  const [form] = Form.useForm<ReportForm>();
  const pack = Form.useWatch('pack', form);
  const [error, setError] = useState<string | null>(null);
  const packs = packsFor(user?.role ?? 'manager');
  const choices = useMemo(() => (user ? departmentsFor(user, departments.data ?? []) : []), [user, departments.data]);
  const today = dayjs().format('YYYY-MM-DD');

  const download = useMutation({
    mutationFn: (choice: ReportChoice) => downloadFile(reportUrl(choice), reportFileName(choice)),
    onMutate: () => setError(null),
    onError: (err: unknown) => setError(serverMessage(err, t('reports.failed'))),
  });

  const submit = (values: ReportForm) =>
    download.mutate({
      pack: values.pack,
      language: values.language,
      asOf: apiDate(values.asOf) ?? today,
      departmentId: values.pack === 'department' ? values.departmentId : undefined,
    });

  return (
    <>
      <PageHeader title={t('reports.title')} />
      <Card>
        <Typography.Paragraph type="secondary">{t('reports.intro')}</Typography.Paragraph>
        <Form<ReportForm>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ pack: packs[0], language: i18n.language === 'ar' ? 'ar' : 'en', asOf: dayjs() }}
          onFinish={submit}
        >
          <Form.Item name="pack" label={t('reports.pack')}>
            <Radio.Group
              optionType="button"
              options={packs.map((p) => ({ value: p, label: t(`reports.packs.${p}`) }))}
              data-testid="report-pack"
            />
          </Form.Item>
          {pack === 'department' && (
            <Form.Item
              name="departmentId"
              label={t('reports.department')}
              rules={[{ required: true, message: t('reports.departmentRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={departments.isLoading}
                placeholder={t('reports.departmentPlaceholder')}
                options={choices.map((d) => ({ value: d.id, label: d.name }))}
                data-testid="report-department"
              />
            </Form.Item>
          )}
          <Form.Item name="language" label={t('reports.language')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'en', label: <span lang="en">English</span> },
                { value: 'ar', label: <span lang="ar">العربية</span> },
              ]}
            />
          </Form.Item>
          <Form.Item name="asOf" label={t('reports.asOf')} rules={[{ required: true, message: t('reports.asOfRequired') }]}>
            <FormDatePicker allowClear={false} disabledDate={(day) => day.format('YYYY-MM-DD') > today} data-testid="report-as-of" />
          </Form.Item>
          {pack === 'register' && <Typography.Paragraph type="secondary">{t('reports.registerNote')}</Typography.Paragraph>}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={download.isPending} data-testid="report-download">
            {download.isPending ? t('reports.making') : t('reports.download')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
