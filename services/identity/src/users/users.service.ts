import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent } from '@rtm/backend/events';
import { JsonAnswer } from '@rtm/backend/nats';
import { requireRole } from '@rtm/backend/app';
import {
  DEFAULT_USER_ROLE,
  IDENTITY_MESSAGES,
  OWNER_ROLES,
  UserCreated,
  UserUpdated,
  displayName,
  humanize,
  type Actor,
  type ChangeRoleInput,
  type CreateUserInput,
  type SetUserActiveInput,
  type Language,
  type SetLanguageInput,
  type UserDto,
  type ListUsersInput,
  type Page,
  type UserListEntry,
  type UserSummary,
} from '@rtm/contracts';
import { User, toEventUser, toUserDto, toUserSummary } from './user.entity.js';
import { CredentialsService } from '../credentials/credentials.service.js';
import { DepartmentsService } from '../departments/departments.service.js';
import { RiskOwnership } from '../risk-ownership/risk-ownership.service.js';
import { UserRepository } from './user.repository.js';

const LANGUAGE_NAMES_EN: Record<Language, string> = { en: 'English', ar: 'Arabic' };

/** Users: reads, creation, role, department, language and activation, each change with its event. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(UserRepository) private readonly users: UserRepository,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(DepartmentsService) private readonly departments: DepartmentsService,
    @Inject(RiskOwnership) private readonly riskOwnership: RiskOwnership,
  ) {}

  async get(id: string): Promise<UserDto> {
    const user = await this.db.reader().findOne(User, { id });
    if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
    return toUserDto(user);
  }

  /**
   * A page of users: every user with sign-in names and state for system admins; the active users without them for
   * everyone else (UserRepository.listJson).
   */
  async list(actor: Actor | null, filter: ListUsersInput): Promise<JsonAnswer<Page<UserListEntry>>> {
    const everyone = requireRole(actor).role === 'system_admin';
    return new JsonAnswer(await this.users.listJson(this.db.sql(), filter, everyone));
  }

  async byIds(ids: string[]): Promise<UserSummary[]> {
    const unique = [...new Set(ids.filter(Boolean))];
    if (unique.length === 0) return [];
    const users = await this.db.reader().find(User, { id: { $in: unique } });
    return users.map(toUserSummary);
  }

  async create(actor: Actor | null, input: CreateUserInput): Promise<UserDto> {
    requireRole(actor, 'system_admin');
    return this.createUser(actor, input);
  }

  /** Creates a user without a role check: used by the first-start seed (AdminSeeder). */
  async createUser(actor: Actor | null, input: CreateUserInput): Promise<UserDto> {
    const passwordHash = await this.credentials.hash(input.password);
    return this.db.run(async (tx, emit) => {
      await this.assertUnique(tx, input.username, input.email ?? null);
      if (input.departmentId != null) await this.departments.assertExists(tx, input.departmentId);
      const user = tx.create(User, {
        id: randomUUID(),
        username: input.username.trim(),
        email: input.email?.trim() || null,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: input.role ?? DEFAULT_USER_ROLE,
        departmentId: input.departmentId ?? null,
        profileImageUrl: null,
        isActive: true,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await tx.flush(); // the credential references the user row
      this.credentials.add(tx, user.id, passwordHash);
      await tx.flush();
      emit(
        createEvent(UserCreated, {
          actor: actor ?? { id: user.id, role: user.role },
          entity: { type: 'user', id: user.id },
          description: `Created user ${displayName(user)} (${user.username}) as ${humanize(user.role)}`,
          data: { user: toEventUser(user), username: user.username, language: user.language },
        }),
      );
      return toUserDto(user);
    }, sameAnswer);
  }

  async changeRole(actor: Actor | null, input: ChangeRoleInput): Promise<UserDto> {
    requireRole(actor, 'system_admin');
    // Only owner roles own risks: an owner of open risks is demoted once they have another owner (before the
    // transaction: a refusal may wait for risk events on their way).
    if (!OWNER_ROLES.includes(input.role)) await this.riskOwnership.assertOwnsNoOpenRisk(this.db.sql(), input.userId);
    return this.db.run(async (tx, emit) => {
      const user = await tx.findOne(User, { id: input.userId });
      if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
      if (input.departmentId !== undefined && input.departmentId !== null) await this.departments.assertExists(tx, input.departmentId);
      const before = { role: user.role, departmentId: user.departmentId ?? null };
      user.role = input.role;
      if (input.departmentId !== undefined) user.departmentId = input.departmentId;
      // Only managers and system admins may manage a department: a manager is reassigned before a demotion.
      if (!OWNER_ROLES.includes(user.role) && (await this.departments.managesAny(tx, user.id))) {
        throw new ConflictException(IDENTITY_MESSAGES.userHoldsWork);
      }
      await tx.flush();
      emit(
        createEvent(UserUpdated, {
          actor,
          entity: { type: 'user', id: user.id },
          description: `Changed role of ${displayName(user)} from ${humanize(before.role)} to ${humanize(user.role)}`,
          data: { user: toEventUser(user), before },
        }),
      );
      return toUserDto(user);
    });
  }

  /**
   * The signed-in user's interface language. A change is an event (user_updated with `language`), so
   * services that write to the user without a request behind it (mail) learn it from their projection.
   */
  async setLanguage(actor: Actor | null, input: SetLanguageInput): Promise<UserDto> {
    requireRole(actor);
    return this.db.run(async (tx, emit) => {
      const user = await tx.findOne(User, { id: actor!.id });
      if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
      if (user.language === input.language) return toUserDto(user);
      user.language = input.language;
      await tx.flush();
      emit(
        createEvent(UserUpdated, {
          actor,
          entity: { type: 'user', id: user.id },
          description: `Set the interface language of ${displayName(user)} to ${LANGUAGE_NAMES_EN[input.language]}`,
          data: {
            user: toEventUser(user),
            before: { role: user.role, departmentId: user.departmentId ?? null },
            language: user.language,
          },
        }),
      );
      return toUserDto(user);
    });
  }

  /**
   * Deactivates (or activates again) a user, effective on their next request: user_updated tells the gateways.
   * A user who owns open risks or manages a department is refused (409) until they have another owner or manager.
   */
  async setActive(actor: Actor | null, input: SetUserActiveInput): Promise<UserDto> {
    const admin = requireRole(actor, 'system_admin');
    if (input.userId === admin.id && !input.isActive) throw new BadRequestException(IDENTITY_MESSAGES.cannotDeactivateSelf);
    if (!input.isActive) await this.riskOwnership.assertOwnsNoOpenRisk(this.db.sql(), input.userId);
    return this.db.run(async (tx, emit) => {
      const user = await tx.findOne(User, { id: input.userId });
      if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
      if (user.isActive === input.isActive) return toUserDto(user);
      if (!input.isActive && (await this.departments.managesAny(tx, user.id))) {
        throw new ConflictException(IDENTITY_MESSAGES.userHoldsWork);
      }
      user.isActive = input.isActive;
      await tx.flush();
      emit(
        createEvent(UserUpdated, {
          actor,
          entity: { type: 'user', id: user.id },
          description: `${input.isActive ? 'Activated' : 'Deactivated'} ${displayName(user)}`,
          data: { user: toEventUser(user), before: { role: user.role, departmentId: user.departmentId ?? null } },
        }),
      );
      return toUserDto(user);
    });
  }

  private async assertUnique(tx: EntityManager, username: string, email: string | null) {
    if ((await tx.count(User, { username: { $ilike: escapeLike(username.trim()) } })) > 0) {
      throw new ConflictException(IDENTITY_MESSAGES.usernameTaken);
    }
    if (email && (await tx.count(User, { email: { $ilike: escapeLike(email.trim()) } })) > 0) {
      throw new ConflictException(IDENTITY_MESSAGES.emailTaken);
    }
  }
}
