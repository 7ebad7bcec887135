import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '@rtm/backend/db';
import { Transactions, sameAnswer, createEvent } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  AR,
  DEFAULT_USER_ROLE,
  IDENTITY_MESSAGES,
  OWNER_ROLES,
  UserCreated,
  UserUpdated,
  displayName,
  humanize,
  type Actor,
  type ChangePasswordInput,
  type ChangeRoleInput,
  type CreateUserInput,
  type ResetPasswordInput,
  type SetUserActiveInput,
  type Language,
  type SetLanguageInput,
  type UserDto,
  type UserListEntry,
  type UserSummary,
  type VerifyCredentialsInput,
} from '@rtm/contracts';
import { Credential, User, toEventUser, toUserDto, toUserSummary } from './user.entity.js';
import { Department } from '../departments/department.entity.js';
import { PasswordHasher } from './password-hasher.js';

const LANGUAGE_NAMES_EN: Record<Language, string> = { en: 'English', ar: 'Arabic' };

@Injectable()
export class UsersService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  /** Sign-in check; the same answer for an unknown user, a wrong password and a deactivated account. */
  async verify({ username, password }: VerifyCredentialsInput): Promise<UserDto> {
    const em = this.db.reader();
    const user = await em.findOne(User, { username: { $ilike: escapeLike(username) } });
    const credential = user ? await em.findOne(Credential, { userId: user.id }) : null;
    const ok = await this.hasher.verify(credential?.passwordHash, password);
    if (!user || !ok || !user.isActive) throw new UnauthorizedException(AR.wrongCredentials);
    return toUserDto(user);
  }

  async get(id: string): Promise<UserDto> {
    const user = await this.db.reader().findOne(User, { id });
    if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
    return toUserDto(user);
  }

  /** Every user with sign-in names and state for system admins; the active users without them for everyone else. */
  async list(actor: Actor | null): Promise<UserListEntry[]> {
    const everyone = actor?.role === 'system_admin';
    const users = await this.db.reader().find(User, everyone ? {} : { isActive: true }, { orderBy: { createdAt: 'asc' } });
    if (everyone) return users.map(toUserDto);
    return users.map((user) => {
      const { username: _username, isActive: _isActive, ...entry } = toUserDto(user);
      return entry;
    });
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

  /** Creates a user without a role check: used by the first-start seed. */
  async createUser(actor: Actor | null, input: CreateUserInput): Promise<UserDto> {
    const passwordHash = await this.hasher.hash(input.password);
    return this.db.run(async (tx, emit) => {
      await this.assertUnique(tx, input.username, input.email ?? null);
      if (input.departmentId != null) await this.assertDepartment(tx, input.departmentId);
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
      tx.create(Credential, { userId: user.id, passwordHash, updatedAt: new Date() });
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
    return this.db.run(async (tx, emit) => {
      const user = await tx.findOne(User, { id: input.userId });
      if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
      if (input.departmentId !== undefined && input.departmentId !== null) await this.assertDepartment(tx, input.departmentId);
      const before = { role: user.role, departmentId: user.departmentId ?? null };
      user.role = input.role;
      if (input.departmentId !== undefined) user.departmentId = input.departmentId;
      // Only managers and system admins may manage a department: a manager is reassigned before a demotion.
      if (!OWNER_ROLES.includes(user.role) && (await tx.count(Department, { managerId: user.id })) > 0) {
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
  /** The actor's own password, after checking the current one; ending the user's other sessions is the gateway's. */
  async changePassword(actor: Actor | null, input: ChangePasswordInput): Promise<null> {
    requireRole(actor);
    const em = this.db.reader();
    const credential = await em.findOne(Credential, { userId: actor!.id });
    if (!(await this.hasher.verify(credential?.passwordHash, input.currentPassword))) {
      throw new BadRequestException(IDENTITY_MESSAGES.currentPasswordWrong);
    }
    if (input.newPassword === input.currentPassword) throw new BadRequestException(IDENTITY_MESSAGES.newPasswordSame);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.run(async (tx) => {
      await tx.nativeUpdate(Credential, { userId: actor!.id }, { passwordHash, updatedAt: new Date() });
    });
    return null;
  }

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
   * A user who manages a department is refused (409) until it has another manager; the gateway checks the risks.
   */
  async setActive(actor: Actor | null, input: SetUserActiveInput): Promise<UserDto> {
    const admin = requireRole(actor, 'system_admin');
    if (input.userId === admin.id && !input.isActive) throw new BadRequestException(IDENTITY_MESSAGES.cannotDeactivateSelf);
    return this.db.run(async (tx, emit) => {
      const user = await tx.findOne(User, { id: input.userId });
      if (!user) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
      if (user.isActive === input.isActive) return toUserDto(user);
      if (!input.isActive && (await tx.count(Department, { managerId: user.id })) > 0) {
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

  /** A new password set by an administrator; ending the user's sessions is the gateway's. */
  async resetPassword(actor: Actor | null, input: ResetPasswordInput): Promise<null> {
    requireRole(actor, 'system_admin');
    if (!(await this.db.reader().count(User, { id: input.userId }))) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.run(async (tx) => {
      await tx.nativeUpdate(Credential, { userId: input.userId }, { passwordHash, updatedAt: new Date() });
    });
    return null;
  }

  /** Seeds the first administrator when no user has that username. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    const existing = await this.db.reader().count(User, { username: { $ilike: escapeLike(username) } });
    if (existing > 0) return false;
    try {
      await this.createUser(null, {
        username,
        password,
        firstName: 'System',
        lastName: 'Administrator',
        role: 'system_admin',
        email: null,
      });
      return true;
    } catch (error) {
      if (error instanceof ConflictException) return false; // another instance seeded it
      throw error;
    }
  }

  private async assertUnique(tx: EntityManager, username: string, email: string | null) {
    if ((await tx.count(User, { username: { $ilike: escapeLike(username.trim()) } })) > 0) {
      throw new ConflictException(IDENTITY_MESSAGES.usernameTaken);
    }
    if (email && (await tx.count(User, { email: { $ilike: escapeLike(email.trim()) } })) > 0) {
      throw new ConflictException(IDENTITY_MESSAGES.emailTaken);
    }
  }

  private async assertDepartment(tx: EntityManager, departmentId: number) {
    if ((await tx.count(Department, { id: departmentId })) === 0) throw new BadRequestException(IDENTITY_MESSAGES.departmentNotFound);
  }
}
