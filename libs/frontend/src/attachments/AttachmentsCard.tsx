import { useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Input, List, Progress, Tag, Typography, Upload } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { ATTACHMENT_LIMITS, displayName, type AttachmentView } from '@rtm/contracts';
import { api } from '../api-client/apiRequest';
import { serverMessage } from '../api-client/ApiError';
import { downloadFile } from '../api-client/downloadFile';
import { activityKeys } from '../activity';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { useLanguage } from '../i18n/LanguageContext';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { UserText } from '../ui/UserText';
import { useDateFormat } from '../ui/dates';
import { useToast } from '../ui/useToast';
import { attachmentKind, formatFileSize, uploadAttachment, type AttachmentKind } from './uploadAttachment';

export interface AttachmentsCardProps {
  /** Whose files: a risk's or a task's. */
  item: 'risk' | 'task';
  itemId: string;
}

/** The query key (and GET path) of an item's attachments. */
export const attachmentsKey = (item: 'risk' | 'task', itemId: string) => [`/api/${item}s/${itemId}/attachments`];

const ICONS: Record<AttachmentKind, ReactNode> = {
  pdf: <FilePdfOutlined />,
  image: <FileImageOutlined />,
  word: <FileWordOutlined />,
  excel: <FileExcelOutlined />,
  powerpoint: <FilePptOutlined />,
  text: <FileTextOutlined />,
  other: <FileOutlined />,
};

/** Types a browser shows in place: images as thumbnails, PDFs in a tab of their own. */
const INLINE_KINDS: AttachmentKind[] = ['image', 'pdf'];

interface Transfer {
  key: string;
  name: string;
  percent: number;
  error: string | null;
}

/**
 * Evidence of a risk or a task (issue 28): drop files or choose them (keyboard: the drop area is a button), each
 * upload with its own progress bar, an optional validity date and description for the files chosen next; the list
 * with type icon (images as thumbnails), size, uploader, date and validity (expired marked), download, and delete with
 * a confirmation for whoever may delete (a file held as evidence of a review or a standing acceptance says so instead).
 */
export function AttachmentsCard({ item, itemId }: AttachmentsCardProps) {
  const { t } = useCommonTranslation();
  const { language } = useLanguage();
  const { formatDate } = useDateFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = attachmentsKey(item, itemId);
  const files = useQuery<AttachmentView[]>({ queryKey: key });
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [validUntil, setValidUntil] = useState<Dayjs | null>(null);
  const [description, setDescription] = useState('');
  const [deleting, setDeleting] = useState<AttachmentView | null>(null);
  const [busy, setBusy] = useState(false);
  const counter = useRef(0);
  const fieldsId = useId();
  const list = files.data ?? [];

  const update = (key: string, change: Partial<Transfer>) =>
    setTransfers((all) => all.map((x) => (x.key === key ? { ...x, ...change } : x)));

  const send = (file: File) => {
    const transfer: Transfer = { key: `${Date.now()}-${counter.current++}`, name: file.name, percent: 0, error: null };
    setTransfers((all) => [...all, transfer]);
    if (file.size > ATTACHMENT_LIMITS.maxBytes) {
      update(transfer.key, { error: t('attachments.tooLarge', { size: formatFileSize(ATTACHMENT_LIMITS.maxBytes, language) }) });
      return;
    }
    uploadAttachment(
      `/api/${item}s/${itemId}/attachments`,
      file,
      { validUntil: validUntil?.format('YYYY-MM-DD') ?? null, description },
      (percent) => update(transfer.key, { percent }),
    ).then(
      () => {
        setTransfers((all) => all.filter((x) => x.key !== transfer.key));
        toast.success(t('attachments.uploaded', { name: file.name }));
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      },
      (error: unknown) => update(transfer.key, { error: serverMessage(error, t('attachments.uploadFailed')) }),
    );
  };

  const download = (file: AttachmentView) =>
    downloadFile(file.fileUrl, file.fileName).catch((error: unknown) => toast.error(serverMessage(error, t('attachments.downloadFailed'))));

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.delete(deleting.fileUrl.replace(/\/download$/, ''));
      toast.success(t('attachments.deleted', { name: deleting.fileName }));
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      toast.error(serverMessage(error, t('attachments.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  const title = list.length ? t('attachments.titleCount', { count: list.length }) : t('attachments.title');
  return (
    <Card title={title} data-testid="attachments-card">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap id={fieldsId}>
          <DatePicker
            value={validUntil}
            onChange={setValidUntil}
            placeholder={t('attachments.validUntil')}
            aria-label={t('attachments.validUntil')}
            style={{ minWidth: 160 }}
          />
          <Input
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={ATTACHMENT_LIMITS.descriptionMax}
            placeholder={t('attachments.description')}
            aria-label={t('attachments.description')}
            dir="auto"
            style={{ flex: '1 1 200px' }}
          />
        </Flex>
        <Upload.Dragger
          multiple
          showUploadList={false}
          customRequest={({ file }) => send(file as File)}
          aria-label={t('attachments.drop')}
          aria-describedby={`${fieldsId}-hint`}
          data-testid="attachments-drop"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('attachments.drop')}</p>
          <p className="ant-upload-hint" id={`${fieldsId}-hint`}>
            {t('attachments.hint', { size: formatFileSize(ATTACHMENT_LIMITS.maxBytes, language), count: ATTACHMENT_LIMITS.perItem })}
          </p>
        </Upload.Dragger>
        <div aria-live="polite">
          {transfers.map((transfer) => (
            <Flex key={transfer.key} vertical gap={2} data-testid="attachment-transfer">
              <UserText cut>{transfer.name}</UserText>
              {transfer.error ? (
                <Alert
                  type="error"
                  showIcon
                  message={transfer.error}
                  role="alert"
                  closable={{ 'aria-label': t('attachments.dismiss') }}
                  onClose={() => setTransfers((all) => all.filter((x) => x.key !== transfer.key))}
                />
              ) : (
                <Progress percent={transfer.percent} size="small" aria-label={t('attachments.progress', { name: transfer.name })} />
              )}
            </Flex>
          ))}
        </div>
        <List
          loading={files.isLoading}
          dataSource={list}
          // The list's own empty text is the disabled colour (1.8:1): the secondary text colour reads.
          locale={{ emptyText: <Typography.Text type="secondary">{t('attachments.empty')}</Typography.Text> }}
          renderItem={(file) => {
            const kind = attachmentKind(file.contentType);
            const inline = INLINE_KINDS.includes(kind) ? `${file.fileUrl}?disposition=inline` : null;
            return (
              <List.Item
                data-testid="attachment-row"
                actions={[
                  <Button
                    key="download"
                    type="text"
                    icon={<DownloadOutlined />}
                    onClick={() => download(file)}
                    aria-label={t('attachments.download', { name: file.fileName })}
                  />,
                  ...(file.canDelete
                    ? [
                        <Button
                          key="delete"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => setDeleting(file)}
                          aria-label={t('attachments.delete', { name: file.fileName })}
                        />,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  avatar={
                    kind === 'image' && inline ? (
                      <img src={inline} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} loading="lazy" />
                    ) : (
                      <span style={{ fontSize: 28 }} aria-hidden>
                        {ICONS[kind]}
                      </span>
                    )
                  }
                  title={
                    <Typography.Link
                      href={inline ?? file.fileUrl}
                      target={inline ? '_blank' : undefined}
                      rel="noopener noreferrer"
                      onClick={(event) => {
                        if (inline) return;
                        event.preventDefault();
                        void download(file);
                      }}
                    >
                      <UserText cut>{file.fileName}</UserText>
                    </Typography.Link>
                  }
                  description={
                    <Flex vertical gap={2}>
                      <Typography.Text type="secondary">
                        {t('attachments.meta', {
                          size: formatFileSize(file.fileSize, language),
                          name: file.uploader ? displayName(file.uploader) : t('attachments.unknownUser'),
                          date: formatDate(file.createdAt),
                        })}
                      </Typography.Text>
                      {file.validUntil ? (
                        <span>
                          <Tag color={file.expired ? 'error' : 'default'}>
                            {file.expired
                              ? t('attachments.expired', { date: formatDate(file.validUntil) })
                              : t('attachments.validUntilDate', { date: formatDate(file.validUntil) })}
                          </Tag>
                        </span>
                      ) : null}
                      {file.evidenceOf ? (
                        // Why there is no delete button: the file is held as evidence.
                        <Typography.Text type="secondary" data-testid="attachment-evidence" data-evidence-of={file.evidenceOf}>
                          <SafetyCertificateOutlined aria-hidden />{' '}
                          {file.evidenceOf === 'review' ? t('attachments.heldByReview') : t('attachments.heldByAcceptance')}
                        </Typography.Text>
                      ) : null}
                      {file.description ? <UserText type="secondary">{file.description}</UserText> : null}
                    </Flex>
                  }
                />
              </List.Item>
            );
          }}
        />
      </Flex>
      <ConfirmDeleteDialog
        open={deleting !== null}
        deleting={busy}
        title={t('attachments.deleteTitle')}
        text={t('attachments.deleteText', { name: deleting?.fileName ?? '' })}
        confirmText={t('attachments.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
