import { useState } from 'react';
import { Button } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useRisksTranslation } from '../../i18n';
import { ImportUpdateDialog } from './ImportUpdateDialog';

/** The risk list's 'Import and update' button and its dialog. */
export function ImportUpdateButton() {
  const { t } = useRisksTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CloudUploadOutlined />} onClick={() => setOpen(true)} data-testid="import-update">
        {t('importUpdate.button')}
      </Button>
      <ImportUpdateDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
