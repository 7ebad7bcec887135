import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike, isoTextSql } from '@rtm/backend/db';
import type { SqlReader } from '@rtm/backend/events';
import type { JsonText } from '@rtm/backend/nats';
import { LIMITS, type ListUsersInput, type Page, type UserDto, type UserListEntry } from '@rtm/contracts';
import { IdentitySchema } from '../common/identity-schema.js';
import { User, toUserDto } from './user.entity.js';

/** What a search matches for everyone: the expression of the trigram index app_user_name_email_trgm_idx (migration 0003). */
const NAME_AND_EMAIL = `(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, ''))`;

/**
 * The columns of a listed user, named and ordered as toUserDto's keys (user.entity.ts), so row_to_json writes the text
 * JSON.stringify gives the mapped entity; `withSignIn` adds username and isActive (system admins only).
 */
const listColumns = (withSignIn: boolean) =>
  [
    'u.id',
    withSignIn && 'u.username',
    'u.email',
    'u.first_name as "firstName"',
    'u.last_name as "lastName"',
    'u.profile_image_url as "profileImageUrl"',
    'u.role',
    'u.department_id as "departmentId"',
    withSignIn && 'u.is_active as "isActive"',
    'u.language',
    `${isoTextSql('u.created_at')} as "createdAt"`,
    `${isoTextSql('u.updated_at')} as "updatedAt"`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * Reads of users: the list in plain SQL, and the user other rooms look up (sign-in, a department's manager) as a
 * UserDto, so no room but this one touches the User entity. Writes go through the entity in UsersService.
 */
@Injectable()
export class UserRepository {
  constructor(@Inject(IdentitySchema) private readonly schema: IdentitySchema) {}

  async byId(em: EntityManager, id: string): Promise<UserDto | null> {
    const user = await em.findOne(User, { id });
    return user && toUserDto(user);
  }

  /** The user with this username in any case (usernames are unique regardless of case). */
  async byUsername(em: EntityManager, username: string): Promise<UserDto | null> {
    const user = await em.findOne(User, { username: { $ilike: escapeLike(username) } });
    return user && toUserDto(user);
  }

  /**
   * A page of users, oldest account first, and the number of matches, in one statement, as the answer's JSON text
   * (`{"items":[...],"total":n}`). `everyone`: inactive users too, with username and isActive (system admins); else
   * the active users without them, and a search that does not look at usernames (nobody else may learn sign-in names).
   */
  async listJson(em: SqlReader, filter: ListUsersInput, everyone: boolean): Promise<JsonText<Page<UserListEntry>>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (!everyone) conditions.push('u.is_active');
    if (filter.ids?.length) {
      conditions.push('u.id in (?)');
      params.push(filter.ids);
    }
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(everyone ? `(${NAME_AND_EMAIL} ilike ? or u.username ilike ?)` : `${NAME_AND_EMAIL} ilike ?`);
      params.push(pattern, ...(everyone ? [pattern] : []));
    }
    if (filter.role?.length) {
      conditions.push('u.role in (?)');
      params.push(filter.role);
    }
    if (filter.departmentId != null) {
      conditions.push('u.department_id = ?');
      params.push(filter.departmentId);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const users = this.schema.table('app_user');
    const [row] = await em.execute<{ items: string; total: number }[]>(
      `with page as (select * from ${users} u ${where} order by u.created_at, u.id limit ? offset ?)
       select (select '[' || coalesce(string_agg(row_to_json(v)::text, ',' order by u.created_at, u.id), '') || ']'
                 from page u cross join lateral (select ${listColumns(everyone)}) v) as items,
              (select count(*)::int from ${users} u ${where}) as total`,
      [...params, filter.limit ?? LIMITS.userPageDefault, filter.offset ?? 0, ...params],
    );
    return `{"items":${row.items},"total":${Number(row.total)}}` as JsonText<Page<UserListEntry>>;
  }
}
