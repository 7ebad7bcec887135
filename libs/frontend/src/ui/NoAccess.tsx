import { LockOutlined } from '@ant-design/icons';
import { useCommonTranslation } from '../i18n/useCommonTranslation';
import { EmptyState } from './EmptyState';

export interface NoAccessProps {
  /** Who may use the page, from the caller's catalogue. */
  reason: string;
}

/** What a signed-in user whose role may not use a page sees instead of it (not an empty form or a list of blanks). */
export function NoAccess({ reason }: NoAccessProps) {
  const { t } = useCommonTranslation();
  return <EmptyState icon={<LockOutlined style={{ fontSize: 48 }} />} title={t('noAccess')} description={reason} data-testid="no-access" />;
}
