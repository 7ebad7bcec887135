import { Inject, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { ServiceCoreModule, SERVICE_CONFIG } from '@rtm/backend/app';
import type { LoggerService } from '@nestjs/common';
import { IDENTITY_MIGRATIONS } from './database/identity.migrations.js';
import { Credential, User } from './users/user.entity.js';
import { Department } from './departments/department.entity.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';
import { PasswordHasher } from './users/password-hasher.js';
import { DepartmentsController } from './departments/departments.controller.js';
import { DepartmentsService } from './departments/departments.service.js';
import type { IdentityConfig } from './identity.config.js';

class AdminSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.users.ensureAdmin(this.config.ADMIN_USERNAME, this.config.ADMIN_PASSWORD);
  }
}

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig, logger: LoggerService): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'identity',
          schema: config.IDENTITY_SCHEMA,
          config,
          logger,
          entities: [User, Credential, Department],
          migrations: IDENTITY_MIGRATIONS,
        }),
      ],
      controllers: [UsersController, DepartmentsController],
      providers: [PasswordHasher, UsersService, DepartmentsService, AdminSeeder],
    };
  }
}
