import { Inject, Injectable } from '@nestjs/common';
import { isoTextSql } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import { SAVED_VIEW_LIMITS, type SavedViewList } from '@rtm/contracts';
import { IdentitySchema } from '../common/identity-schema.js';

/** A view as the repository reads it, with its owner's name. */
export interface SavedViewRow {
  id: string;
  list: SavedViewList;
  name: string;
  query: string;
  shared: boolean;
  ownerId: string;
  ownerName: string;
  createdAt: string;
}

/** The saved views in plain SQL (saved_view, migration 0005). */
@Injectable()
export class SavedViewsRepository {
  constructor(@Inject(IdentitySchema) private readonly schema: IdentitySchema) {}

  private select(where: string): string {
    return `select v.id, v.list, v.name, v.query, v.shared, v.owner_id as "ownerId",
        coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as "ownerName",
        ${isoTextSql('v.created_at')} as "createdAt"
      from ${this.schema.table('saved_view')} v join ${this.schema.table('app_user')} u on u.id = v.owner_id
      where ${where}`;
  }

  /** The owner's views of the list by name (at most perPersonAndList), then the most recent views others shared. */
  async visibleTo(em: SqlReader, ownerId: string, list: SavedViewList): Promise<SavedViewRow[]> {
    return em.execute<SavedViewRow[]>(
      `(${this.select('v.owner_id = ? and v.list = ?')} order by lower(v.name), v.id limit ?)
       union all
       (${this.select('v.shared and v.list = ? and v.owner_id <> ?')} order by v.created_at desc, v.id limit ?)`,
      [ownerId, list, SAVED_VIEW_LIMITS.perPersonAndList, list, ownerId, SAVED_VIEW_LIMITS.sharedAnswered],
    );
  }

  async byId(em: SqlReader, id: string): Promise<SavedViewRow | null> {
    const rows = await em.execute<SavedViewRow[]>(this.select('v.id = ?'), [id]);
    return rows[0] ?? null;
  }

  /** Serialises the saves of one owner and list until the transaction ends, so the count and name checks hold. */
  async lockOwnerList(tx: SqlReader, ownerId: string, list: SavedViewList): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`saved_view:${ownerId}:${list}`]);
  }

  async countOwned(tx: SqlReader, ownerId: string, list: SavedViewList): Promise<number> {
    const [{ count }] = await tx.execute<{ count: number }[]>(
      `select count(*)::int as count from ${this.schema.table('saved_view')} where owner_id = ? and list = ?`,
      [ownerId, list],
    );
    return count;
  }

  async nameTaken(tx: SqlReader, ownerId: string, list: SavedViewList, name: string): Promise<boolean> {
    const [{ taken }] = await tx.execute<{ taken: boolean }[]>(
      `select exists (select 1 from ${this.schema.table('saved_view')} where owner_id = ? and list = ? and lower(name) = lower(?)) as taken`,
      [ownerId, list, name],
    );
    return taken;
  }

  async insert(
    tx: SqlReader,
    view: { id: string; ownerId: string; list: SavedViewList; name: string; query: string; shared: boolean },
  ): Promise<void> {
    await tx.execute(`insert into ${this.schema.table('saved_view')} (id, owner_id, list, name, query, shared) values (?, ?, ?, ?, ?, ?)`, [
      view.id,
      view.ownerId,
      view.list,
      view.name,
      view.query,
      view.shared,
    ]);
  }

  async remove(tx: SqlReader, id: string): Promise<void> {
    await tx.execute(`delete from ${this.schema.table('saved_view')} where id = ?`, [id]);
  }
}
