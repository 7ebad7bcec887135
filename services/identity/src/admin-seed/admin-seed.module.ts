import { Module } from '@nestjs/common';
import { UserRecordsModule } from '../users/user-records.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminSeeder } from './admin-seeder.js';

/** The first administrator, seeded at start. */
@Module({
  imports: [UsersModule, UserRecordsModule],
  providers: [AdminSeeder],
})
export class AdminSeedModule {}
