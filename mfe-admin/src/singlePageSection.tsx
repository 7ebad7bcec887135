import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { NotFound } from '@rtm/frontend/ui';

/** A section with one page at its root; deeper paths are 404. */
export function singlePageSection(Page: ComponentType): ComponentType {
  function Section() {
    return (
      <Routes>
        <Route index element={<Page />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }
  Section.displayName = `Section(${Page.displayName ?? Page.name})`;
  return Section;
}
