import { Module } from '@nestjs/common';
import { UserRecordsModule } from '../users/user-records.module.js';
import { DepartmentsController } from './departments.controller.js';
import { DepartmentsService } from './departments.service.js';

/** Departments (identity.departments.*), and the department checks the users room makes in its transactions. */
@Module({
  imports: [UserRecordsModule],
  controllers: [DepartmentsController],
  providers: [DepartmentsService],
  exports: [DepartmentsService],
})
export class DepartmentsModule {}
