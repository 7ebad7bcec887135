import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { SAVED_VIEW_PARAM, type SaveViewInput, type SavedViewList } from '@rtm/contracts';
// Shared entries, not relative paths: see SavedViewsMenu.
/* eslint-disable @nx/enforce-module-boundaries */
import { serverMessage } from '@rtm/frontend/api-client';
import { useCommonTranslation } from '@rtm/frontend/i18n';
import { useToast } from '@rtm/frontend/ui';
/* eslint-enable @nx/enforce-module-boundaries */
import { deleteView, fetchSavedViews, saveView, savedViewKeys } from './savedViews';

/** GET /api/saved-views?list=: the person's own views and those shared with everyone. */
export function useSavedViews(list: SavedViewList) {
  return useQuery({ queryKey: savedViewKeys.list(list), queryFn: () => fetchSavedViews(list) });
}

/** POST /api/saved-views; toast 'View saved' or the server's message (a name in use, a refused share...). */
export function useSaveView(list: SavedViewList) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useCommonTranslation();
  return useMutation({
    mutationFn: (input: Omit<SaveViewInput, 'list'>) => saveView({ ...input, list }),
    onSuccess: () => {
      toast.success(t('savedViews.saved'));
      void client.invalidateQueries({ queryKey: savedViewKeys.list(list) });
    },
    onError: (err) => toast.error(serverMessage(err, t('savedViews.saveFailed'))),
  });
}

/** DELETE /api/saved-views/{id}; toast 'View deleted' or the server's message. */
export function useDeleteView(list: SavedViewList) {
  const client = useQueryClient();
  const toast = useToast();
  const { t } = useCommonTranslation();
  return useMutation({
    mutationFn: deleteView,
    onSuccess: () => {
      toast.success(t('savedViews.deleted'));
      void client.invalidateQueries({ queryKey: savedViewKeys.list(list) });
    },
    onError: (err) => toast.error(serverMessage(err, t('savedViews.deleteFailed'))),
  });
}

/**
 * Opens `?savedView=<id>`: once the views are known, the URL becomes the view's query (replacing the entry, so back
 * leaves the list); a view the person cannot see (deleted, not shared) says so and leaves the list as it is.
 */
export function useOpenSavedView(list: SavedViewList) {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useCommonTranslation();
  const wanted = new URLSearchParams(location.search).get(SAVED_VIEW_PARAM);
  const views = useSavedViews(list);
  useEffect(() => {
    if (!wanted || (!views.data && !views.isError)) return;
    const view = views.data?.find((v) => v.id === wanted);
    if (!view) toast.error(t('savedViews.notFound'));
    navigate({ pathname: location.pathname, search: view?.query ? `?${view.query}` : '' }, { replace: true });
  }, [wanted, views.data, views.isError, location.pathname, navigate, toast, t]);
}
