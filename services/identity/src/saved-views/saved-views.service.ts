import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { requireRole } from '@rtm/backend/app';
import { Transactions, sameAnswer } from '@rtm/backend/events';
import {
  SAVED_VIEW_LIMITS,
  SAVED_VIEW_MESSAGES as M,
  type Actor,
  type ListSavedViewsInput,
  type SaveViewInput,
  type SavedViewDto,
} from '@rtm/contracts';
import { assertMayShare, mayDeleteView, maySeeView } from './saved-view-rules.js';
import { SavedViewsRepository, type SavedViewRow } from './saved-views.repository.js';

/** A person's saved views of the risk and task lists (identity.savedViews.*). */
@Injectable()
export class SavedViewsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SavedViewsRepository) private readonly views: SavedViewsRepository,
  ) {}

  async list(actor: Actor | null, input: ListSavedViewsInput): Promise<SavedViewDto[]> {
    const who = requireRole(actor);
    const rows = await this.views.visibleTo(this.db.sql(), who.id, input.list);
    return rows.map((row) => toSavedViewDto(row, who));
  }

  async create(actor: Actor | null, input: SaveViewInput): Promise<SavedViewDto> {
    const who = requireRole(actor);
    const shared = input.shared ?? false;
    assertMayShare(who, shared);
    const id = randomUUID();
    return this.db.run(async (tx) => {
      await this.views.lockOwnerList(tx, who.id, input.list);
      if ((await this.views.countOwned(tx, who.id, input.list)) >= SAVED_VIEW_LIMITS.perPersonAndList) {
        throw new BadRequestException(M.savedViewTooMany);
      }
      if (await this.views.nameTaken(tx, who.id, input.list, input.name)) throw new ConflictException(M.savedViewNameTaken);
      await this.views.insert(tx, { id, ownerId: who.id, list: input.list, name: input.name, query: input.query, shared });
      return toSavedViewDto((await this.views.byId(tx, id))!, who);
    }, sameAnswer);
  }

  async remove(actor: Actor | null, id: string): Promise<null> {
    const who = requireRole(actor);
    return this.db.run(async (tx) => {
      const view = await this.views.byId(tx, id);
      if (!view || !maySeeView(who, view)) throw new NotFoundException(M.savedViewNotFound);
      if (!mayDeleteView(who, view)) throw new ForbiddenException(M.savedViewDeleteForbidden);
      await this.views.remove(tx, id);
      return null;
    });
  }
}

function toSavedViewDto(row: SavedViewRow, actor: Actor): SavedViewDto {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    query: row.query,
    shared: row.shared,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    deletable: mayDeleteView(actor, row),
    createdAt: row.createdAt,
  };
}
