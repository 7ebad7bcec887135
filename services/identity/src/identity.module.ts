import { Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { ServiceCoreModule } from '@rtm/backend/app';
import { IDENTITY_MIGRATIONS } from './database/identity.migrations.js';
import { IdentityCommonModule } from './common/common.module.js';
import { User } from './users/user.entity.js';
import { Credential } from './credentials/credential.entity.js';
import { Department } from './departments/department.entity.js';
import { UsersModule } from './users/users.module.js';
import { CredentialsModule } from './credentials/credentials.module.js';
import { DepartmentsModule } from './departments/departments.module.js';
import { AdminSeedModule } from './admin-seed/admin-seed.module.js';
import { RiskOwnershipModule } from './risk-ownership/risk-ownership.module.js';
import { SavedViewsModule } from './saved-views/saved-views.module.js';
import type { IdentityConfig } from './identity.config.js';

/** The identity service: one module per room (users, credentials, departments, the risks' ownership, the first administrator's seed, saved views). */
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
        IdentityCommonModule,
        UsersModule,
        CredentialsModule,
        DepartmentsModule,
        RiskOwnershipModule,
        SavedViewsModule,
        AdminSeedModule,
      ],
    };
  }
}
