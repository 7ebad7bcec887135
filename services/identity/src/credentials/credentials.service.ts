import { BadRequestException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Transactions } from '@rtm/backend/events';
import { requireRole } from '@rtm/backend/app';
import {
  AR,
  IDENTITY_MESSAGES,
  type Actor,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type UserDto,
  type VerifyCredentialsInput,
} from '@rtm/contracts';
import { UserRepository } from '../users/user.repository.js';
import { Credential } from './credential.entity.js';
import { PasswordHasher } from './password-hasher.js';

/** Passwords: the sign-in check, a user's own change, an administrator's reset, and the first password of a new user. */
@Injectable()
export class CredentialsService {
  constructor(
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(UserRepository) private readonly users: UserRepository,
  ) {}

  /** Sign-in check; the same answer for an unknown user, a wrong password and a deactivated account. */
  async verify({ username, password }: VerifyCredentialsInput): Promise<UserDto> {
    const em = this.db.reader();
    const user = await this.users.byUsername(em, username);
    const credential = user ? await em.findOne(Credential, { userId: user.id }) : null;
    const ok = await this.hasher.verify(credential?.passwordHash, password);
    if (!user || !ok || !user.isActive) throw new UnauthorizedException(AR.wrongCredentials);
    return user;
  }

  /** The hash of a new user's password, made before the user's transaction (hashing takes tens of milliseconds). */
  hash(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  /** Records the password of a user created in `tx` (the user's row must be flushed first). */
  add(tx: EntityManager, userId: string, passwordHash: string): void {
    tx.create(Credential, { userId, passwordHash, updatedAt: new Date() });
  }

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

  /** A new password set by an administrator; ending the user's sessions is the gateway's. */
  async resetPassword(actor: Actor | null, input: ResetPasswordInput): Promise<null> {
    requireRole(actor, 'system_admin');
    if (!(await this.users.byId(this.db.reader(), input.userId))) throw new NotFoundException(IDENTITY_MESSAGES.userNotFound);
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.db.run(async (tx) => {
      await tx.nativeUpdate(Credential, { userId: input.userId }, { passwordHash, updatedAt: new Date() });
    });
    return null;
  }
}
