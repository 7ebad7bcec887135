import { useEffect } from 'react';
import { Col, Form, Input, Radio, Row, Typography } from 'antd';
import { LIMITS, REVIEW_OUTCOMES, type ReviewOutcome, type RiskDetailView } from '@rtm/contracts';
import { EvidencePicker } from '@rtm/frontend/attachments';
import { useEnumLabels } from '@rtm/frontend/i18n';
import { FormDialog, showServerFieldErrors, useToast, type FieldMatcher } from '@rtm/frontend/ui';
import { serverMessage } from '@rtm/frontend/api-client';
import { useReviewRisk } from '../../hooks/useReviewRisk';
import { useRisksTranslation } from '../../i18n';
import { matrixRule, residualRule } from '../form/RiskForm';
import { MatrixValueInput } from '../form/MatrixValueInput';
import { toReviewInput, type ReviewFormValues } from './reviewInput';

/** The dialog's fields the server's messages name, in English and Arabic (the more specific first). */
const FIELDS: FieldMatcher<keyof ReviewFormValues>[] = [
  { name: 'outcome', words: ['outcome', 'نتيجة'] },
  // 'A rescore must change a score: give a likelihood, impact, residual likelihood or residual impact ...'
  { name: 'likelihood', words: ['must change a score', 'يجب أن تغيّر'] },
  { name: 'residualLikelihood', words: ['residual likelihood', 'الاحتمالية المتبقية', 'residual score', 'الدرجة المتبقية'] },
  { name: 'residualImpact', words: ['residual impact', 'الأثر المتبقي', 'residual', 'المتبقي'] },
  { name: 'likelihood', words: ['likelihood', 'الاحتمالية', 'rescor', 'إعادة التقييم', 'scores', 'الدرجات'] },
  { name: 'impact', words: ['impact', 'الأثر'] },
  { name: 'comment', words: ['comment', 'تعليق'] },
  { name: 'evidenceIds', words: ['evidence', 'دليل', 'أدلة', 'الأدلة'] },
];

/**
 * Review a risk (issue 26): the outcome (confirmed, rescored, closed), a comment, and for a rescoring the inherent and
 * residual likelihood and impact, starting from the current ones. The server's refusals show under the fields they name.
 */
export function ReviewDialog({ risk, open, onClose }: { risk: RiskDetailView; open: boolean; onClose: () => void }) {
  const { t } = useRisksTranslation();
  const labels = useEnumLabels();
  const toast = useToast();
  const review = useReviewRisk();
  const [form] = Form.useForm<ReviewFormValues>();
  const outcome = Form.useWatch('outcome', form) as ReviewOutcome | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      outcome: 'confirmed',
      comment: '',
      likelihood: risk.likelihood,
      impact: risk.impact,
      residualLikelihood: risk.residualLikelihood,
      residualImpact: risk.residualImpact,
      evidenceIds: [],
    });
  }, [open, risk, form]);

  const submit = (values: ReviewFormValues) =>
    review.mutate(toReviewInput(risk.id, values), {
      onSuccess: () => {
        toast.success(t('reviews.saved'));
        onClose();
      },
      onError: (err) => {
        const rest = showServerFieldErrors(form, err, FIELDS);
        if (rest === null) toast.error(serverMessage(err, t('reviews.failed')));
        else if (rest.length) toast.error(rest.join('; '));
      },
    });

  return (
    <FormDialog<ReviewFormValues>
      form={form}
      name="risk-review"
      title={t('reviews.dialogTitle')}
      okText={t('reviews.submit')}
      open={open}
      saving={review.isPending}
      onCancel={onClose}
      onFinish={submit}
      width={640}
    >
      <Form.Item name="outcome" label={t('reviews.outcome')} rules={[{ required: true, message: t('reviews.outcomeRule') }]}>
        <Radio.Group data-testid="review-outcome" options={REVIEW_OUTCOMES.map((o) => ({ value: o, label: t(`reviews.outcomes.${o}`) }))} />
      </Form.Item>
      {outcome && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {t(`reviews.outcomeHelp.${outcome}`)}
        </Typography.Paragraph>
      )}
      {outcome === 'rescored' && (
        <Row gutter={16} data-testid="review-scores">
          <Col xs={24} sm={12}>
            <Form.Item name="likelihood" label={t('form.likelihood')} rules={[matrixRule(t('messages.likelihoodRange'))]}>
              <MatrixValueInput labelOf={labels.likelihood} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="impact" label={t('form.impact')} rules={[matrixRule(t('messages.impactRange'))]}>
              <MatrixValueInput labelOf={labels.impact} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="residualLikelihood"
              label={t('form.residualLikelihood')}
              dependencies={['residualImpact', 'likelihood', 'impact']}
              rules={[residualRule(t, 'residualImpact')]}
            >
              <MatrixValueInput labelOf={labels.likelihood} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="residualImpact"
              label={t('form.residualImpact')}
              dependencies={['residualLikelihood', 'likelihood', 'impact']}
              rules={[residualRule(t, 'residualLikelihood')]}
            >
              <MatrixValueInput labelOf={labels.impact} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item
        name="comment"
        label={t('reviews.comment')}
        rules={[{ required: true, whitespace: true, max: LIMITS.textMax, message: t('reviews.commentRule') }]}
      >
        <Input.TextArea rows={3} dir="auto" />
      </Form.Item>
      <Form.Item name="evidenceIds" label={t('reviews.evidence')} extra={t('reviews.evidenceHelp')}>
        <EvidencePicker riskId={risk.id} />
      </Form.Item>
    </FormDialog>
  );
}
