import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@rtm/contracts';
import { useIsMobile } from '@rtm/frontend/ui';

const COOKIE = LIMITS.sidebarCookie;

/** `sidebar_state=true` means expanded; no cookie means expanded. */
function readExpanded(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match ? match[1] !== 'false' : true;
}

function writeExpanded(expanded: boolean): void {
  document.cookie = `${COOKIE}=${expanded}; path=/; max-age=${LIMITS.sidebarCookieMaxAgeSeconds}`;
}

export interface SidebarState {
  isMobile: boolean;
  /** Desktop sider collapsed to 3rem. */
  collapsed: boolean;
  /** Mobile sheet open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

/** Collapsible sidebar kept in the `sidebar_state` cookie for 7 days; Ctrl/Cmd+B toggles it. */
export function useSidebarState(): SidebarState {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(readExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    setExpanded((prev) => {
      writeExpanded(!prev);
      return !prev;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b') {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, collapsed: !expanded, mobileOpen, setMobileOpen, toggle };
}
