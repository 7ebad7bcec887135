import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  ACCEPTANCE_JUSTIFICATION_MIN,
  addDays,
  ACCEPTANCE_MAX_DAYS,
  mayDecideAcceptance,
  mayRequestAcceptance,
  mayWithdrawAcceptance,
  STANDING_ACCEPTANCE_STATUSES,
  type RiskDetailView,
} from '@rtm/contracts';
import { EvidenceList, EvidencePicker } from '@rtm/frontend/attachments';
import { useCurrentUser } from '@rtm/frontend/auth';
import { apiDate, FormDatePicker, FormDialog, ToneTag, UserParagraph, useDateFormat, type Tone } from '@rtm/frontend/ui';
import { useAcceptanceActions } from '../../hooks/useAcceptanceActions';
import { useRisksTranslation } from '../../i18n';
import { FieldList } from './FieldList';

const TONES: Record<string, Tone> = {
  pending: 'gold',
  approved: 'green',
  unapproved: 'red',
  rejected: 'neutral',
  expired: 'neutral',
  revoked: 'neutral',
};

interface RequestValues {
  justification: string;
  expiresOn: Dayjs | null;
  evidenceIds?: string[];
}

interface DecisionValues {
  comment?: string;
  evidenceIds?: string[];
}

/**
 * A risk's acceptance (issue 25): where it stands, why, who asked and decided, until when; Request, Approve, Reject
 * and Revoke (or Withdraw) for those the server's rules allow (it decides; a refusal shows its reason).
 */
export function RiskAcceptanceCard({ risk }: { risk: RiskDetailView }) {
  const { t } = useRisksTranslation();
  const { formatDate } = useDateFormat();
  const { user } = useCurrentUser();
  const actions = useAcceptanceActions();
  const [requesting, setRequesting] = useState(false);
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [requestForm] = Form.useForm<RequestValues>();
  const [decisionForm] = Form.useForm<DecisionValues>();
  const acceptance = risk.acceptance;
  const standing = acceptance && STANDING_ACCEPTANCE_STATUSES.includes(acceptance.status) ? acceptance : null;
  const today = new Date().toISOString().slice(0, 10);

  // The service's own rules by role; the states (none standing, not closed, not approved yet) are the card's to show.
  const canRequest = !!user && !standing && risk.status !== 'closed' && mayRequestAcceptance(user, risk);
  const canDecide = !!user && !!standing && standing.status !== 'approved' && mayDecideAcceptance(user, standing);
  const canWithdraw = !!user && !!standing && mayWithdrawAcceptance(user, standing, risk);

  return (
    <Card title={t('acceptance.title')} data-testid="risk-acceptance-card">
      <Flex vertical gap={12}>
        {acceptance ? (
          <FieldList
            items={[
              {
                key: 'status',
                label: t('acceptance.status'),
                children: (
                  <span data-testid="acceptance-status" data-status={acceptance.status}>
                    <ToneTag tone={TONES[acceptance.status]}>{t(`acceptance.statuses.${acceptance.status}`)}</ToneTag>
                  </span>
                ),
              },
              { key: 'expires', label: t('acceptance.expiresOn'), children: formatDate(acceptance.expiresOn) },
              { key: 'requested', label: t('acceptance.requestedAt'), children: formatDate(acceptance.requestedAt, 'long') },
              {
                key: 'decided',
                label: t('acceptance.decidedAt'),
                children: acceptance.decidedAt ? formatDate(acceptance.decidedAt, 'long') : t('detail.none'),
              },
              {
                key: 'justification',
                label: t('acceptance.justification'),
                span: 'filled',
                children: acceptance.justification ? <UserParagraph>{acceptance.justification}</UserParagraph> : t('detail.none'),
              },
              ...(acceptance.decisionComment
                ? [
                    {
                      key: 'comment',
                      label: t('acceptance.comment'),
                      span: 'filled' as const,
                      children: <UserParagraph>{acceptance.decisionComment}</UserParagraph>,
                    },
                  ]
                : []),
              ...(acceptance.evidenceIds?.length
                ? [
                    {
                      key: 'evidence',
                      label: t('acceptance.evidence'),
                      span: 'filled' as const,
                      children: <EvidenceList riskId={risk.id} ids={acceptance.evidenceIds} />,
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <Typography.Text type="secondary" italic>
            {t('acceptance.none')}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          {canRequest && (
            <Button onClick={() => setRequesting(true)} data-testid="request-acceptance">
              {t('acceptance.request')}
            </Button>
          )}
          {canDecide && (
            <>
              <Button type="primary" onClick={() => setDeciding('approve')} data-testid="approve-acceptance">
                {t('acceptance.approve')}
              </Button>
              <Button danger onClick={() => setDeciding('reject')} data-testid="reject-acceptance">
                {t('acceptance.reject')}
              </Button>
            </>
          )}
          {canWithdraw && (
            <Button loading={actions.withdraw.isPending} onClick={() => actions.withdraw.mutate(risk.id)} data-testid="withdraw-acceptance">
              {standing?.status === 'pending' ? t('acceptance.withdraw') : t('acceptance.revoke')}
            </Button>
          )}
        </Flex>
      </Flex>

      <FormDialog<RequestValues>
        form={requestForm}
        name="acceptance-request"
        title={t('acceptance.requestTitle')}
        okText={t('acceptance.request')}
        open={requesting}
        saving={actions.request.isPending}
        onCancel={() => setRequesting(false)}
        onFinish={(values) =>
          actions.request.mutate(
            {
              id: risk.id,
              justification: values.justification.trim(),
              expiresOn: apiDate(values.expiresOn) ?? '',
              evidenceIds: values.evidenceIds ?? [],
            },
            { onSuccess: () => (setRequesting(false), requestForm.resetFields()) },
          )
        }
      >
        <Form.Item
          name="justification"
          label={t('acceptance.justification')}
          rules={[{ required: true, min: ACCEPTANCE_JUSTIFICATION_MIN, whitespace: true, message: t('acceptance.justificationRule') }]}
        >
          <Input.TextArea rows={3} dir="auto" />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('acceptance.expiresOn')} rules={[{ required: true, message: t('acceptance.expiresOnRule') }]}>
          <FormDatePicker
            data-testid="acceptance-expires-on"
            disabledDate={(day) => {
              const date = day.format('YYYY-MM-DD');
              return date <= today || date > addDays(today, ACCEPTANCE_MAX_DAYS);
            }}
          />
        </Form.Item>
        <Form.Item name="evidenceIds" label={t('acceptance.evidence')} extra={t('acceptance.evidenceHelp')}>
          <EvidencePicker riskId={risk.id} />
        </Form.Item>
      </FormDialog>

      <FormDialog<DecisionValues>
        form={decisionForm}
        name="acceptance-decision"
        title={deciding === 'reject' ? t('acceptance.rejectTitle') : t('acceptance.approveTitle')}
        okText={deciding === 'reject' ? t('acceptance.reject') : t('acceptance.approve')}
        open={deciding !== null}
        saving={actions.decide.isPending}
        onCancel={() => setDeciding(null)}
        onFinish={(values) =>
          deciding &&
          actions.decide.mutate(
            { id: risk.id, decision: deciding, comment: values.comment?.trim() || null, evidenceIds: values.evidenceIds ?? [] },
            { onSuccess: () => (setDeciding(null), decisionForm.resetFields()) },
          )
        }
      >
        <Form.Item name="comment" label={t('acceptance.comment')}>
          <Input.TextArea rows={3} dir="auto" />
        </Form.Item>
        <Form.Item name="evidenceIds" label={t('acceptance.evidence')} extra={t('acceptance.evidenceHelp')}>
          <EvidencePicker riskId={risk.id} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
