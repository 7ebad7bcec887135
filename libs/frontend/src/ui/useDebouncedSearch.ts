import { useEffect, useState } from 'react';

/** The trimmed `text` once the user has stopped typing for `ms`, and whether a newer text is still waiting. */
export function useDebouncedSearch(text: string, ms: number): { search: string; pending: boolean } {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return { search, pending: search !== text.trim() };
}
