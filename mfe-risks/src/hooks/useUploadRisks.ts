import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BulkUploadResultDto } from '@rtm/contracts';
import { serverMessage } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { isSpreadsheetName, uploadRisks } from '../api/riskApi';
import { useRisksTranslation } from '../i18n';
import { useInvalidateRisks } from './useInvalidateRisks';

/** 'reading' is no longer used (the file goes as it is, not read as base64 first); its text stays for the card. */
export type UploadPhase = 'reading' | 'uploading' | 'processing';

export interface UploadProgress {
  phase: UploadPhase;
  /** 0..100 */
  percent: number;
}

type UploadCounts = Pick<BulkUploadResultDto, 'created' | 'errors'>;

/**
 * 'Successfully created N risks.' plus 'M errors encountered.' when there are errors (SPEC section 8),
 * in the page's language with its plural forms.
 */
export function useUploadResultText(): (counts: UploadCounts) => string {
  const { t } = useRisksTranslation();
  return ({ created, errors }) => {
    const text = t('upload.created', { count: created });
    return errors > 0 ? `${text} ${t('upload.errors', { count: errors })}` : text;
  };
}

class NotSpreadsheetError extends Error {}

/**
 * Upload Risks: checks the extension (.xlsx or .xls only), POSTs the file as multipart/form-data
 * to /api/risks/bulk-upload with progress and an Idempotency-Key, toasts the result and keeps it (with the row/column/message
 * details) for the page to show.
 */
export function useUploadRisks() {
  const toast = useToast();
  const { t } = useRisksTranslation();
  const resultText = useUploadResultText();
  const invalidate = useInvalidateRisks();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<(BulkUploadResultDto & { fileName: string }) | null>(null);

  const mutation = useMutation({
    mutationFn: async (file: File) => {
      if (!isSpreadsheetName(file.name)) throw new NotSpreadsheetError(t('upload.notSpreadsheet'));
      setResult(null);
      setProgress({ phase: 'uploading', percent: 0 });
      const answer = await uploadRisks(file, (f) =>
        setProgress(f >= 1 ? { phase: 'processing', percent: 100 } : { phase: 'uploading', percent: Math.round(f * 100) }),
      );
      return { ...answer, details: answer.details ?? [], fileName: file.name };
    },
    onSuccess: (answer) => {
      setResult(answer);
      toast.success(t('upload.complete'), resultText(answer));
      if (answer.created > 0) void invalidate();
    },
    onError: (err) =>
      toast.error({
        title: t('upload.failed'),
        description: err instanceof NotSpreadsheetError ? err.message : serverMessage(err, t('upload.failedDefault')),
      }),
    onSettled: () => setProgress(null),
  });

  return { upload: mutation.mutate, isUploading: mutation.isPending, progress, result, clearResult: () => setResult(null) };
}
