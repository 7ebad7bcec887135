import { useEffect } from 'react';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  REVIEW_ESCALATE_MAX_DAYS,
  REVIEW_INTERVAL_MAX_DAYS,
  REVIEW_REMIND_MAX_DAYS,
  RISK_LEVELS,
  type ReviewSettingsDto,
  type RiskLevel,
} from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useEnumLabels, useRevalidateOnLanguageChange } from '@rtm/frontend/i18n';
import { showServerFieldErrors, SkeletonRows, useToast, type FieldMatcher } from '@rtm/frontend/ui';
import { useReviewSettings, useSaveReviewSettings } from '../../hooks/useReviewSettings';
import { useAdminTranslation } from '../../i18n';

/** The ranges of ReviewSettingsDto (reviewSettingsProblem's). */
const REVIEW_SETTING_RANGES = {
  intervalDays: { min: 1, max: REVIEW_INTERVAL_MAX_DAYS },
  remindDaysBefore: { min: 0, max: REVIEW_REMIND_MAX_DAYS },
  escalateAfterDays: { min: 1, max: REVIEW_ESCALATE_MAX_DAYS },
} as const;

/** The fields the server's messages name, in English and Arabic (the days of a level by the level's name). */
const LEVEL_WORDS: Record<RiskLevel, (string | RegExp)[]> = {
  critical: [/\bcritical\b/i, 'حرج'],
  high: [/\bhigh\b/i, 'مرتفع'],
  medium: [/\bmedium\b/i, 'متوسط'],
  low: [/\blow\b/i, 'منخفض'],
};
/** The most severe level first. */
const SHOWN_LEVELS = [...RISK_LEVELS].reverse();

const FIELDS: FieldMatcher<string | [string, string]>[] = [
  { name: 'remindDaysBefore', words: ['remind', 'تذكير'] },
  { name: 'escalateAfterDays', words: ['escalat', 'تصعيد'] },
  ...RISK_LEVELS.map((level) => ({ name: ['intervalDays', level] as [string, string], words: LEVEL_WORDS[level] })),
  // 'Each review interval must be ...' names no level: shown under the first.
  { name: ['intervalDays', 'critical'], words: ['interval', 'فترة'] },
];

/**
 * The review cadence (issue 26): the days between reviews per level, how many days before a due review its owner is
 * reminded, and how many days overdue the owner's department manager is told. Whole numbers in range; a refusal of the
 * server shows under the field it names.
 */
export function ReviewSettingsTab() {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  const toast = useToast();
  const labels = useEnumLabels();
  const { t } = useAdminTranslation();
  const [form] = Form.useForm<ReviewSettingsDto>();
  useRevalidateOnLanguageChange(form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (settings.isLoading) return <SkeletonRows count={4} />;
  if (settings.isError)
    return <Typography.Text type="danger">{serverMessage(settings.error, t('settings.reviews.loadFailed'))}</Typography.Text>;

  const whole = (range: { min: number; max: number }): Rule => ({
    required: true,
    type: 'integer',
    ...range,
    message: t('settings.reviews.range', range),
  });

  const submit = (values: ReviewSettingsDto) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t('settings.reviews.saved')),
      onError: (err) => {
        const rest = showServerFieldErrors(form, err, FIELDS);
        if (rest === null) toast.error(serverMessage(err, t('settings.reviews.saveFailed')));
        else if (rest.length) toast.error(rest.join('; '));
      },
    });

  return (
    <Form<ReviewSettingsDto> form={form} layout="vertical" name="review-settings" onFinish={submit} style={{ maxWidth: 640 }}>
      <Typography.Title level={4}>{t('settings.reviews.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.reviews.help')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('settings.reviews.intervals')}</Typography.Title>
      <Flex gap={16} wrap>
        {SHOWN_LEVELS.map((level) => (
          <Form.Item
            key={level}
            name={['intervalDays', level]}
            label={t('settings.reviews.intervalOf', { level: labels.riskLevel(level) })}
            style={{ flex: '1 1 130px' }}
            rules={[whole(REVIEW_SETTING_RANGES.intervalDays)]}
          >
            {/* No min/max here: InputNumber would clamp an out-of-range value and save it silently; the rule refuses it. */}
            <InputNumber precision={0} style={{ width: '100%' }} data-testid={`review-interval-${level}`} />
          </Form.Item>
        ))}
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item
          name="remindDaysBefore"
          label={t('settings.reviews.remindDaysBefore')}
          extra={t('settings.reviews.remindHelp')}
          style={{ flex: '1 1 240px' }}
          rules={[whole(REVIEW_SETTING_RANGES.remindDaysBefore)]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="escalateAfterDays"
          label={t('settings.reviews.escalateAfterDays')}
          extra={t('settings.reviews.escalateHelp')}
          style={{ flex: '1 1 240px' }}
          rules={[whole(REVIEW_SETTING_RANGES.escalateAfterDays)]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-review-settings">
        {t('settings.reviews.save')}
      </Button>
    </Form>
  );
}
