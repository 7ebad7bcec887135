import { useEffect, useState } from 'react';
import { LIMITS } from '@rtm/contracts';

const QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`;

/** Below 768 px wide: the sidebar is a slide-in sheet and lists show as cards (SPEC section 2). */
export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const onChange = () => setIsMobile(media.matches);
    media.addEventListener('change', onChange);
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}
