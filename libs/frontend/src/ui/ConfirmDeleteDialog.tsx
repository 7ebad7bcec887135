import { Button, Modal, Typography } from 'antd';
import { useCommonTranslation } from '../i18n/useCommonTranslation';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  deleting: boolean;
  title: string;
  text: string;
  confirmText: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A delete confirmation (risk, task): question, consequence, Cancel and the danger button; not closable while deleting. */
export function ConfirmDeleteDialog({ open, deleting, title, text, confirmText, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useCommonTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={deleting ? undefined : onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={deleting}>
          {t('actions.cancel')}
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={onConfirm}>
          {confirmText}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {text}
      </Typography.Paragraph>
    </Modal>
  );
}
