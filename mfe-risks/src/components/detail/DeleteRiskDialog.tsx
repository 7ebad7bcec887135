import { Button, Modal, Typography } from 'antd';
import { useRisksTranslation } from '../../i18n';

export interface DeleteRiskDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation of SPEC section 2, word for word; buttons Cancel and Delete Risk. */
export function DeleteRiskDialog({ open, deleting, onCancel, onConfirm }: DeleteRiskDialogProps) {
  const { t } = useRisksTranslation();
  return (
    <Modal
      open={open}
      title={t('deleteDialog.title')}
      onCancel={deleting ? undefined : onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={deleting}>
          {t('common:actions.cancel')}
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={onConfirm}>
          {t('deleteDialog.confirm')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('deleteDialog.text')}
      </Typography.Paragraph>
    </Modal>
  );
}
