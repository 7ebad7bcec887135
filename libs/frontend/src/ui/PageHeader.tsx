import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useLanguage } from '../i18n/LanguageContext';
import { useCommonTranslation } from '../i18n/useCommonTranslation';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the line. */
  extra?: ReactNode;
  /** Shows a back button calling this. */
  onBack?: () => void;
}

export function PageHeader({ title, subtitle, extra, onBack }: PageHeaderProps) {
  const { t } = useCommonTranslation();
  const { direction } = useLanguage();
  // "Back" points towards the start edge: left in English, right in Arabic.
  const backIcon = direction === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />;
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <Flex gap={12} align="flex-start" style={{ minWidth: 0 }}>
        {onBack && <Button type="text" icon={backIcon} onClick={onBack} aria-label={t('actions.back')} data-testid="back-button" />}
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }} dir="auto">
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }} dir="auto">
              {subtitle}
            </Typography.Text>
          )}
        </div>
      </Flex>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
