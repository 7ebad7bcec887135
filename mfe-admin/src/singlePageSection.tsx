import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LockOutlined } from '@ant-design/icons';
import type { UserRole } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { EmptyState, NotFound } from '@rtm/frontend/ui';
import { useAdminTranslation } from './i18n';

/** What a signed-in user whose role may not use the page sees instead of it (not an empty form or a list of blanks). */
function NoAccess() {
  const { t } = useAdminTranslation();
  return (
    <EmptyState
      icon={<LockOutlined style={{ fontSize: 48 }} />}
      title={t('noAccess.title')}
      description={t('noAccess.text')}
      data-testid="no-access"
    />
  );
}

/** A section with one page at its root, for the given roles (everyone when none are given); deeper paths are 404. */
export function singlePageSection(Page: ComponentType, roles?: readonly UserRole[]): ComponentType {
  function Section() {
    const { user } = useCurrentUser();
    const allowed = !roles || (!!user && roles.includes(user.role));
    return (
      <Routes>
        <Route index element={allowed ? <Page /> : <NoAccess />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }
  Section.displayName = `Section(${Page.displayName ?? Page.name})`;
  return Section;
}
