import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException, BadRequestException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '@rtm/backend/db';
import { Transactions, createEvent } from '@rtm/backend/events';
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
  type ChangeRoleInput,
  type CreateUserInput,
  type UserDto,
  type UserSummary,
  type VerifyCredentialsInput,
} from '@rtm/contracts';
import { Credential, User, toEventUser, toUserDto, toUserSummary } from './user.entity.js';
import { Department } from '../departments/department.entity.js';
import { PasswordHasher } from './password-hasher.js';

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

  async list(): Promise<UserDto[]> {
    const users = await this.db.reader().find(User, {}, { orderBy: { createdAt: 'asc' } });
    return users.map(toUserDto);
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
          data: { user: toEventUser(user), username: user.username },
        }),
      );
      return toUserDto(user);
    });
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
      if (!OWNER_ROLES.includes(user.role)) {
        // Only managers and system admins may manage a department.
        await tx.nativeUpdate(Department, { managerId: user.id }, { managerId: null });
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
