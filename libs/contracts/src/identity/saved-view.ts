import type { UserRole } from '../common/enums.js';
import type { Rpc } from '../common/rpc.js';

/** The lists a view can be saved for. */
export const SAVED_VIEW_LISTS = ['risks', 'tasks'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** Who may share a view with everyone (the others keep their views to themselves). */
export const SAVED_VIEW_SHARE_ROLES: readonly UserRole[] = ['manager', 'system_admin'];

export const SAVED_VIEW_LIMITS = {
  nameMax: 100,
  /** The list page's query string (filters, sort, columns). */
  queryMax: 2000,
  /** Views one person keeps per list. */
  perPersonAndList: 100,
  /** Views of others shared with everyone, in one answer (the most recent). */
  sharedAnswered: 100,
} as const;

/** The query parameter of a list page that opens a saved view (`/risks?savedView=<id>`; `view` is the task list's table or board). */
export const SAVED_VIEW_PARAM = 'savedView';

/** A saved view as a person sees it. */
export interface SavedViewDto {
  id: string;
  list: SavedViewList;
  name: string;
  /** The list page's query string without its leading '?' (e.g. `status=open&sort=score`). */
  query: string;
  shared: boolean;
  ownerId: string;
  /** The owner's name (or username), for the "shared by" mark. */
  ownerName: string;
  /** Whether the asking person may delete it (the owner, or a system admin for a shared view). */
  deletable: boolean;
  createdAt: string;
}

export interface ListSavedViewsInput {
  list: SavedViewList;
}

export interface SaveViewInput {
  list: SavedViewList;
  name: string;
  query: string;
  shared?: boolean;
}

export interface SavedViewIdInput {
  id: string;
}

export const SAVED_VIEW_MESSAGES = {
  savedViewListInvalid: 'List must be one of: risks, tasks',
  savedViewNameRequired: 'Give the view a name of 1 to 100 characters',
  savedViewQueryInvalid: 'The view is too long to save (at most 2,000 characters of filters, sort and columns)',
  savedViewSharedInvalid: 'Shared must be true or false',
  savedViewIdInvalid: 'View id must be a uuid',
  savedViewNameTaken: 'You already have a view with this name on this list',
  savedViewTooMany: 'You already keep 100 views on this list. Delete one before saving another.',
  savedViewShareForbidden: 'Only managers and system administrators can share a view with everyone',
  savedViewNotFound: 'This view does not exist (it may have been deleted)',
  savedViewDeleteForbidden: 'Only the person who saved this view or a system administrator can delete it',
} as const;

/** Request/reply subjects of the saved views (identity service). */
export const SAVED_VIEW_SUBJECTS = {
  savedViewsList: 'identity.savedViews.list',
  savedViewsCreate: 'identity.savedViews.create',
  savedViewsDelete: 'identity.savedViews.delete',
} as const;

const S = SAVED_VIEW_SUBJECTS;

export interface SavedViewRpc {
  /** The actor's own views of the list, then the most recent views others shared (bounded by SAVED_VIEW_LIMITS). */
  [S.savedViewsList]: Rpc<ListSavedViewsInput, SavedViewDto[]>;
  [S.savedViewsCreate]: Rpc<SaveViewInput, SavedViewDto>;
  [S.savedViewsDelete]: Rpc<SavedViewIdInput, null>;
}

/** A view's query as it is stored: without a leading '?' and without a `view` parameter of its own. */
export function normaliseViewQuery(query: string): string {
  const params = new URLSearchParams(query.trim().replace(/^\?/, ''));
  params.delete(SAVED_VIEW_PARAM);
  return params.toString();
}

/** Whether a person of `role` may share a view with everyone. */
export const maySaveShared = (role: UserRole): boolean => SAVED_VIEW_SHARE_ROLES.includes(role);
