import { Alert, Flex, List, Progress, Typography } from 'antd';
import type { BulkEditRefusal } from '@rtm/contracts';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { ToneTag } from '../ui/ToneTag';
import { jobPercent, type BulkEditOutcome } from './bulkEdit';

export interface BulkEditOutcomeViewProps {
  outcome: BulkEditOutcome;
  /** An item's name (its code) where known. */
  label: (id: string) => string;
}

/** What a bulk edit did: a job's progress while it runs, then the counts and each refusal with its code and reason. */
export function BulkEditOutcomeView({ outcome, label }: BulkEditOutcomeViewProps) {
  const { t } = useCommonTranslation();
  const result = outcome.kind === 'result' ? outcome.result : outcome.job;
  const running = outcome.kind === 'job' && outcome.job.state === 'running';
  const failed = outcome.kind === 'job' && outcome.job.state === 'failed';
  const refusedCount = outcome.kind === 'job' ? outcome.job.refusedCount : outcome.result.refused.length;
  return (
    <Flex vertical gap={12} data-testid="bulk-edit-outcome" aria-live="polite">
      {outcome.kind === 'job' && (
        <div>
          <Typography.Text>{t('bulkEdit.progress', { processed: outcome.job.processed, total: outcome.job.total })}</Typography.Text>
          <Progress
            percent={jobPercent(outcome.job)}
            status={failed ? 'exception' : running ? 'active' : 'success'}
            aria-label={t('bulkEdit.progressLabel')}
          />
        </div>
      )}
      {failed && <Alert type="error" showIcon title={t('bulkEdit.jobFailed')} />}
      {!running && (
        <Flex wrap gap={16} data-testid="bulk-edit-counts">
          <Typography.Text data-testid="bulk-updated">{t('bulkEdit.updated', { n: result.updated })}</Typography.Text>
          <Typography.Text data-testid="bulk-unchanged">{t('bulkEdit.unchanged', { n: result.unchanged })}</Typography.Text>
          <Typography.Text data-testid="bulk-refused" type={refusedCount > 0 ? 'danger' : undefined}>
            {t('bulkEdit.refused', { n: refusedCount })}
          </Typography.Text>
        </Flex>
      )}
      {!running && result.refused.length > 0 && (
        <List<BulkEditRefusal>
          size="small"
          bordered
          style={{ maxHeight: 240, overflowY: 'auto' }}
          dataSource={result.refused}
          data-testid="bulk-refusals"
          renderItem={(refusal) => (
            <List.Item>
              <Flex vertical gap={2} style={{ minWidth: 0 }}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong dir="ltr">
                    {label(refusal.id)}
                  </Typography.Text>
                  <ToneTag tone="red">{t(`bulkEdit.code.${refusal.code}`)}</ToneTag>
                </Flex>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{refusal.message}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
      {!running && refusedCount > result.refused.length && (
        <Typography.Text type="secondary">{t('bulkEdit.moreRefused', { n: refusedCount - result.refused.length })}</Typography.Text>
      )}
    </Flex>
  );
}
