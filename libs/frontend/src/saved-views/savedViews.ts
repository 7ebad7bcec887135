import { SAVED_VIEW_PARAM, normaliseViewQuery, type SaveViewInput, type SavedViewDto, type SavedViewList } from '@rtm/contracts';
import { api } from '../api-client/apiRequest';

/** Query keys of the saved views: one list per list page (risks, tasks). */
export const savedViewKeys = {
  all: ['/api/saved-views'] as const,
  list: (list: SavedViewList) => ['/api/saved-views', { list }] as const,
};

export const fetchSavedViews = (list: SavedViewList) => api.get<SavedViewDto[]>(`/api/saved-views?list=${list}`);
export const saveView = (input: SaveViewInput) => api.post<SavedViewDto>('/api/saved-views', input);
export const deleteView = (id: string) => api.delete(`/api/saved-views/${encodeURIComponent(id)}`);

/** What a view keeps of a list page's URL: its filters, order and columns, not its page nor the view that opened it. */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(normaliseViewQuery(search));
  params.delete('page');
  return params.toString();
}

/** The URL that opens a view: the list page with `?savedView=<id>` (resolved to the view's query on arrival). */
export const savedViewPath = (pathname: string, id: string) => `${pathname}?${SAVED_VIEW_PARAM}=${encodeURIComponent(id)}`;

/** The person's own views first (as the server orders them), then those others shared. */
export function splitViews(views: readonly SavedViewDto[], userId: string | undefined) {
  return { own: views.filter((v) => v.ownerId === userId), shared: views.filter((v) => v.ownerId !== userId) };
}
