import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { trim } from '../../common/validation/helpers.js';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_LISTS,
  SAVED_VIEW_MESSAGES as M,
  normaliseViewQuery,
  type ListSavedViewsInput,
  type SaveViewInput,
  type SavedViewIdInput,
  type SavedViewList,
} from '../saved-view.js';

/** Query of GET /api/saved-views and identity.savedViews.list. */
export class ListSavedViewsDto implements ListSavedViewsInput {
  @IsIn(SAVED_VIEW_LISTS, { message: M.savedViewListInvalid })
  list!: SavedViewList;
}

/** Body of POST /api/saved-views and identity.savedViews.create. */
export class SaveViewDto implements SaveViewInput {
  @IsIn(SAVED_VIEW_LISTS, { message: M.savedViewListInvalid })
  list!: SavedViewList;

  @Transform(trim)
  @IsString({ message: M.savedViewNameRequired })
  @Length(1, SAVED_VIEW_LIMITS.nameMax, { message: M.savedViewNameRequired })
  name!: string;

  @Transform(({ value }) => (typeof value === 'string' ? normaliseViewQuery(value) : value))
  @IsString({ message: M.savedViewQueryInvalid })
  @MaxLength(SAVED_VIEW_LIMITS.queryMax, { message: M.savedViewQueryInvalid })
  query!: string;

  @IsOptional()
  @IsBoolean({ message: M.savedViewSharedInvalid })
  shared?: boolean;
}

/** The view of DELETE /api/saved-views/{id} and identity.savedViews.delete. */
export class SavedViewIdDto implements SavedViewIdInput {
  @IsUUID('all', { message: M.savedViewIdInvalid })
  id!: string;
}
