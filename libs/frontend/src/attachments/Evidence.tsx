import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { AttachmentView } from '@rtm/contracts';
import { downloadFile } from '../api-client/downloadFile';
import { serverMessage } from '../api-client/ApiError';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { UserText } from '../ui/UserText';
import { useToast } from '../ui/useToast';
import { attachmentsKey } from './AttachmentsCard';

/** The risk's files (the Attachments card's query: one item holds at most ATTACHMENT_LIMITS.perItem). */
const useRiskFiles = (riskId: string) => useQuery<AttachmentView[]>({ queryKey: attachmentsKey('risk', riskId) });

export interface EvidencePickerProps {
  riskId: string;
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/**
 * Evidence of a review or an acceptance (issue 28): some of the risk's attached files, chosen by name (a form field:
 * Form.Item gives id, value and onChange). Files are attached in the Attachments card first.
 */
export function EvidencePicker({ riskId, id, value, onChange }: EvidencePickerProps) {
  const { t } = useCommonTranslation();
  const files = useRiskFiles(riskId);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={onChange}
      loading={files.isLoading}
      placeholder={t('attachments.evidencePlaceholder')}
      notFoundContent={<Typography.Text type="secondary">{t('attachments.evidenceEmpty')}</Typography.Text>}
      optionFilterProp="label"
      options={(files.data ?? []).map((file) => ({ value: file.id, label: file.fileName }))}
      data-testid="evidence-picker"
    />
  );
}

/** The files given as evidence, each a download link; a file no longer attached (a lapsed acceptance's) is said so. */
export function EvidenceList({ riskId, ids }: { riskId: string; ids: readonly string[] }) {
  const { t } = useCommonTranslation();
  const toast = useToast();
  const files = useRiskFiles(riskId);
  if (ids.length === 0) return null;
  const byId = new Map((files.data ?? []).map((file) => [file.id, file]));
  return (
    <Flex gap={4} wrap align="center" data-testid="evidence-list">
      <Typography.Text type="secondary">{t('attachments.evidence')}:</Typography.Text>
      {ids.map((id) => {
        const file = byId.get(id);
        if (!file)
          return (
            <Typography.Text key={id} type="secondary" italic>
              {files.isLoading ? '…' : t('attachments.noLongerAttached')}
            </Typography.Text>
          );
        return (
          <Typography.Link
            key={id}
            href={file.fileUrl}
            onClick={(event) => {
              event.preventDefault();
              downloadFile(file.fileUrl, file.fileName).catch((error: unknown) =>
                toast.error(serverMessage(error, t('attachments.downloadFailed'))),
              );
            }}
            data-testid="evidence-file"
          >
            <PaperClipOutlined aria-hidden /> <UserText>{file.fileName}</UserText>
          </Typography.Link>
        );
      })}
    </Flex>
  );
}
