import { Module } from '@nestjs/common';
import { UserRepository } from './user.repository.js';

/**
 * The user records (UserRepository): the list, and the lookups the credentials and departments rooms make. Apart from
 * the users room, so those rooms read users without importing it (the users room imports both: no cycle).
 */
@Module({
  providers: [UserRepository],
  exports: [UserRepository],
})
export class UserRecordsModule {}
