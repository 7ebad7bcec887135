import { ConflictException, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { Transactions } from '@rtm/backend/events';
import type { IdentityConfig } from '../identity.config.js';
import { UserRepository } from '../users/user.repository.js';
import { UsersService } from '../users/users.service.js';

/** Creates the first administrator (ADMIN_USERNAME, ADMIN_PASSWORD) at start when no user has that username. */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UserRepository) private readonly records: UserRepository,
    @Inject(Transactions) private readonly db: Transactions,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.ensureAdmin(this.config.ADMIN_USERNAME, this.config.ADMIN_PASSWORD);
  }

  /** Seeds the administrator when no user has that username; answers whether it did. */
  async ensureAdmin(username: string, password: string): Promise<boolean> {
    if (await this.records.byUsername(this.db.reader(), username)) return false;
    try {
      await this.users.createUser(null, {
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
}
