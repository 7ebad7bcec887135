import { Card, Progress, Typography } from 'antd';
import type { UploadProgress } from '../../hooks/useUploadRisks';
import { useRisksTranslation } from '../../i18n';

const PHASE_KEYS = {
  reading: 'upload.reading',
  uploading: 'upload.uploading',
  processing: 'upload.processing',
} as const satisfies Record<UploadProgress['phase'], string>;

/** Progress of an upload: reading the file, sending it, then the server's import. */
export function UploadProgressCard({ progress }: { progress: UploadProgress }) {
  const { t } = useRisksTranslation();
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="upload-progress" role="status">
      <Typography.Text>{t(PHASE_KEYS[progress.phase])}</Typography.Text>
      <Progress percent={progress.percent} status="active" showInfo={progress.phase !== 'processing'} />
    </Card>
  );
}
