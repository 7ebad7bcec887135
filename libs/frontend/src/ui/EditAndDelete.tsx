import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { EDIT_AND_DELETE_KEYS as KEYS } from './callerNamespaceKeys';

export interface EditAndDeleteProps {
  /** The page's translate function (its namespace holds EDIT_AND_DELETE_KEYS). */
  t: (key: string) => string;
  onEdit: () => void;
  deleting: boolean;
  /** Deletes; when it fails the dialog closes (the failure toast says why). */
  onDelete: () => Promise<unknown>;
}

/** A detail page's Edit button, its Delete button and the confirmation Delete opens. */
export function EditAndDelete({ t, onEdit, deleting, onDelete }: EditAndDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined />} onClick={onEdit}>
        {t(KEYS.edit)}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {t(KEYS.delete)}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title={t(KEYS.title)}
        text={t(KEYS.text)}
        confirmText={t(KEYS.confirm)}
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onDelete().catch(() => setConfirming(false))}
      />
    </>
  );
}
