import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BulkEditJobView } from '@rtm/contracts';
import { api } from '../api-client/apiRequest';

const JOB_POLL_MS = 1000;

/**
 * A background job (a bulk edit's, an import's updates) followed at `url` (null: none yet): its view polled every
 * second while it runs; `ended` is called once with its final view (not again when a window focus reads it anew).
 */
export function useFollowedJob(url: string | null, ended: (job: BulkEditJobView) => void) {
  const endedAt = useRef<string | null>(null);
  return useQuery({
    queryKey: ['job', url],
    queryFn: async () => {
      const view = await api.get<BulkEditJobView>(url!);
      if (view.state !== 'running' && endedAt.current !== url) {
        endedAt.current = url;
        ended(view);
      }
      return view;
    },
    enabled: url !== null,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'running' ? false : JOB_POLL_MS),
  });
}
