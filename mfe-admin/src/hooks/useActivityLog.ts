import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ActivityDto, Page } from '@rtm/contracts';
import { activityKeys } from '@rtm/frontend/activity';
import { apiGetPage, downloadFile } from '@rtm/frontend/api-client';
import { useToast } from '@rtm/frontend/ui';
import { activityExportUrl, activityListUrl, type ActivityLogQuery } from '../api/activityLogQuery';
import { useAdminTranslation } from '../i18n';

/** One filtered page of GET /api/activities (total from X-Total-Count); under activityKeys.all, so changes elsewhere refresh it. */
export function useActivityLog(query: ActivityLogQuery) {
  return useQuery<Page<ActivityDto>>({
    queryKey: [...activityKeys.all, 'log', query],
    queryFn: () => apiGetPage<ActivityDto>(activityListUrl(query)),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** GET /api/activities/export of the current filters, saved as activity-log-<day>.xlsx. */
export function useExportActivities() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: (query: ActivityLogQuery) => downloadFile(activityExportUrl(query), `activity-log-${dayjs().format('YYYY-MM-DD')}.xlsx`),
    onError: () => toast.error({ title: t('activity.export.failed'), description: t('activity.export.failedText') }),
  });
}
