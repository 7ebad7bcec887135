import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { UserRole } from '@rtm/contracts';
import { useCurrentUser } from '@rtm/frontend/auth';
import { NoAccess, NotFound } from '@rtm/frontend/ui';
import { useAdminTranslation } from './i18n';

/** A section with one page at its root, for the given roles (everyone when none are given); deeper paths are 404. */
export function singlePageSection(Page: ComponentType, roles?: readonly UserRole[]): ComponentType {
  function Section() {
    const { user } = useCurrentUser();
    const { t } = useAdminTranslation();
    const allowed = !roles || (!!user && roles.includes(user.role));
    return (
      <Routes>
        <Route index element={allowed ? <Page /> : <NoAccess reason={t('noAccess.text')} />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }
  Section.displayName = `Section(${Page.displayName ?? Page.name})`;
  return Section;
}
