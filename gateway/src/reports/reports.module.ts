import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';

/** Committee packs (issue 29): /api/reports/*.pdf. */
@Module({
  controllers: [ReportsController],
})
export class ReportsModule {}
