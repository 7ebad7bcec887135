import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { BulkEditJobView, BulkImportPreviewDto, BulkImportResultDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { BulkEditOutcomeView, useFollowedJob } from '@rtm/frontend/bulk-edit';
import { useToast } from '@rtm/frontend/ui';
import { useInvalidateRisks } from '../../hooks/useInvalidateRisks';
import { useRisksTranslation } from '../../i18n';
import { IMPORT_UPDATE_ACCEPT, importJobUrl, importRisksFile, isImportUpdateFileName } from './importApi';
import { ImportPreview } from './ImportPreview';

export interface ImportUpdateDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Import and update': the chosen file goes first as a dry run, whose preview (counts, each row's changes and errors)
 * is shown; Confirm sends the same file for real, under its own Idempotency-Key. A file of more than 100 updates
 * answers with a job: its progress is shown until it ends, then its counts and refusals.
 */
export function ImportUpdateDialog({ open, onClose }: ImportUpdateDialogProps) {
  const { t } = useRisksTranslation();
  const toast = useToast();
  const invalidate = useInvalidateRisks();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkImportPreviewDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<BulkImportResultDto | null>(null);

  const done = (result: BulkImportResultDto, job?: BulkEditJobView) => {
    const updated = job ? job.updated : result.updated;
    const errors = result.errors + (job ? job.refusedCount : 0);
    toast.success(t('importUpdate.done'), t('importUpdate.doneText', { created: result.created, updated, errors }));
    void invalidate();
  };
  const job = useFollowedJob(started?.jobId ? importJobUrl(started.jobId) : null, (view) => started && done(started, view));

  const dryRun = useMutation({
    mutationFn: (chosen: File) => importRisksFile(chosen, true),
    onSuccess: setPreview,
    onError: (err) => setProblem(serverMessage(err, t('importUpdate.failedDefault'))),
  });
  const confirm = useMutation({
    mutationFn: (chosen: File) => importRisksFile(chosen, false),
    onSuccess: (result) => {
      if (result.jobId) {
        setStarted(result);
        return;
      }
      done(result);
      close();
    },
    onError: (err) => setProblem(serverMessage(err, t('importUpdate.failedDefault'))),
  });

  function choose(chosen: File) {
    setPreview(null);
    setProblem(null);
    if (!isImportUpdateFileName(chosen.name)) {
      setFile(null);
      setProblem(t('importUpdate.wrongType'));
      return;
    }
    setFile(chosen);
    dryRun.mutate(chosen);
  }

  function close() {
    setFile(null);
    setPreview(null);
    setProblem(null);
    setStarted(null);
    dryRun.reset();
    confirm.reset();
    onClose();
  }

  const changes = preview ? preview.toCreate + preview.toUpdate : 0;
  return (
    <Modal
      open={open}
      title={t('importUpdate.title')}
      onCancel={close}
      width={880}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:actions.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!file || !preview || changes === 0 || started !== null}
          loading={confirm.isPending || job.data?.state === 'running'}
          onClick={() => file && confirm.mutate(file)}
          data-testid="import-confirm"
        >
          {t('importUpdate.confirm', { count: changes })}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('importUpdate.intro')}</Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept={IMPORT_UPDATE_ACCEPT}
        style={{ display: 'none' }}
        data-testid="import-update-input"
        aria-label={t('importUpdate.chooseFile')}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) choose(chosen);
        }}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={dryRun.isPending}>
          {t('importUpdate.chooseFile')}
        </Button>
        {file && (
          <Typography.Text dir="auto" data-testid="import-file-name">
            {file.name}
          </Typography.Text>
        )}
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="import-problem" />}
      {dryRun.isPending && (
        <Space>
          <Spin size="small" />
          <Typography.Text>{t('importUpdate.checking')}</Typography.Text>
        </Space>
      )}
      {started && job.data && (
        <div data-testid="import-job">
          <Typography.Paragraph>
            {t('importUpdate.jobStarted', { created: started.created, errors: started.errors, total: job.data.total })}
          </Typography.Paragraph>
          <BulkEditOutcomeView outcome={{ kind: 'job', job: job.data }} label={(riskId) => riskId} />
        </div>
      )}
      {preview && !started && <ImportPreview preview={preview} />}
    </Modal>
  );
}
