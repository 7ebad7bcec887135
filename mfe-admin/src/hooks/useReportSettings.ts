import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportSettingsDto } from '@rtm/contracts';
import { saveReportSettings, settingsKeys } from '../api/settingsApi';

/** GET /api/report-settings (issue 29, system admin). */
export const useReportSettings = () => useQuery<ReportSettingsDto>({ queryKey: settingsKeys.reports });

/** PUT /api/report-settings: the answer replaces the cached settings. */
export function useSaveReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.reports, saved),
  });
}
