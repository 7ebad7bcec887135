import { Module } from '@nestjs/common';
import { CredentialsModule } from '../credentials/credentials.module.js';
import { DepartmentsModule } from '../departments/departments.module.js';
import { RiskOwnershipModule } from '../risk-ownership/risk-ownership.module.js';
import { UserRecordsModule } from './user-records.module.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** Users (identity.users.*, but the passwords): the list, creation and changes, each with its event. */
@Module({
  imports: [UserRecordsModule, CredentialsModule, DepartmentsModule, RiskOwnershipModule],
  controllers: [UsersController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
