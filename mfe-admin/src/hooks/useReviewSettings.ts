import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettingsDto } from '@rtm/contracts';
import { saveReviewSettings, settingsKeys } from '../api/settingsApi';

/** GET /api/review-settings (issue 26, system admin). */
export const useReviewSettings = () => useQuery<ReviewSettingsDto>({ queryKey: settingsKeys.reviews });

/**
 * PUT /api/review-settings: the answer replaces the cached settings, and the risk views (their next review due, the
 * review filters and counts) are read anew. The tab shows the outcome (a toast, or the server's messages on its fields).
 */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.reviews, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/risks'] });
    },
  });
}
