import { Module } from '@nestjs/common';
import { UserRecordsModule } from '../users/user-records.module.js';
import { CredentialsController } from './credentials.controller.js';
import { CredentialsService } from './credentials.service.js';
import { PasswordHasher } from './password-hasher.js';

/** Credentials (identity.auth.verify, identity.users.changePassword, identity.users.resetPassword): passwords and sign-in. */
@Module({
  imports: [UserRecordsModule],
  controllers: [CredentialsController],
  providers: [PasswordHasher, CredentialsService],
  exports: [CredentialsService],
})
export class CredentialsModule {}
