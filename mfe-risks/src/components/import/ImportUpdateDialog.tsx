import { useRef, useState } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { BulkImportPreviewDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { useInvalidateRisks } from '../../hooks/useInvalidateRisks';
import { useRisksTranslation } from '../../i18n';
import { IMPORT_UPDATE_ACCEPT, importRisksFile, isImportUpdateFileName } from './importApi';
import { ImportPreview } from './ImportPreview';

export interface ImportUpdateDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Import and update': the chosen file goes first as a dry run, whose preview (counts, each row's changes and errors)
 * is shown; Confirm sends the same file for real, under its own Idempotency-Key.
 */
export function ImportUpdateDialog({ open, onClose }: ImportUpdateDialogProps) {
  const { t } = useRisksTranslation();
  const toast = useToast();
  const invalidate = useInvalidateRisks();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BulkImportPreviewDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const dryRun = useMutation({
    mutationFn: (chosen: File) => importRisksFile(chosen, true),
    onSuccess: setPreview,
    onError: (err) => setProblem(serverMessage(err, t('importUpdate.failedDefault'))),
  });
  const confirm = useMutation({
    mutationFn: (chosen: File) => importRisksFile(chosen, false),
    onSuccess: (result) => {
      toast.success(
        t('importUpdate.done'),
        t('importUpdate.doneText', { created: result.created, updated: result.updated, errors: result.errors }),
      );
      void invalidate();
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
          disabled={!file || !preview || changes === 0}
          loading={confirm.isPending}
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
      {preview && <ImportPreview preview={preview} />}
    </Modal>
  );
}
