import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

export interface DeleteWithConfirmProps {
  buttonText: string;
  title: string;
  text: string;
  confirmText: string;
  deleting: boolean;
  /** Deletes; when it fails the dialog closes (the failure toast says why). */
  onDelete: () => Promise<unknown>;
}

/** A detail page's Delete button and the confirmation it opens. */
export function DeleteWithConfirm({ buttonText, title, text, confirmText, deleting, onDelete }: DeleteWithConfirmProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {buttonText}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title={title}
        text={text}
        confirmText={confirmText}
        deleting={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void onDelete().catch(() => setConfirming(false))}
      />
    </>
  );
}
