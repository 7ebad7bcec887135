import { Button, Modal, Typography } from 'antd';

export interface DeleteRiskDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirmation of SPEC section 2, word for word; buttons Cancel and Delete Risk. */
export function DeleteRiskDialog({ open, deleting, onCancel, onConfirm }: DeleteRiskDialogProps) {
  return (
    <Modal
      open={open}
      title="Are you sure you want to delete this risk?"
      onCancel={deleting ? undefined : onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>,
        <Button key="delete" type="primary" danger loading={deleting} onClick={onConfirm}>
          Delete Risk
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        This will permanently delete the risk and all associated comments
      </Typography.Paragraph>
    </Modal>
  );
}
