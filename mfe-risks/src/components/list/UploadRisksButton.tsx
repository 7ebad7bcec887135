import { useRef } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useRisksTranslation } from '../../i18n';

export interface UploadRisksButtonProps {
  onFile: (file: File) => void;
  uploading: boolean;
}

/** 'Upload Risks': a file chooser for .xlsx and .xls (the extension is checked again before sending). */
export function UploadRisksButton({ onFile, uploading }: UploadRisksButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useRisksTranslation();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        style={{ display: 'none' }}
        data-testid="upload-risks-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // choosing the same file again uploads it again
          if (file) onFile(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {t('list.uploadRisks')}
      </Button>
    </>
  );
}
