import { Card, Progress, Typography } from 'antd';
import type { UploadProgress } from '../../hooks/useUploadRisks';

const PHASE_TEXT: Record<UploadProgress['phase'], string> = {
  reading: 'Reading file...',
  uploading: 'Uploading...',
  processing: 'Processing rows...',
};

/** Progress of an upload: reading the file, sending it, then the server's import. */
export function UploadProgressCard({ progress }: { progress: UploadProgress }) {
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="upload-progress" role="status">
      <Typography.Text>{PHASE_TEXT[progress.phase]}</Typography.Text>
      <Progress percent={progress.percent} status="active" showInfo={progress.phase !== 'processing'} />
    </Card>
  );
}
