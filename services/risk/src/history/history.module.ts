import { Module } from '@nestjs/common';
import { RiskHistoryController } from './risk-history.controller.js';
import { RiskHistoryService } from './risk-history.service.js';

/** A risk's history (risk.history.list); the risks room writes the entries in the statements of its changes. */
@Module({
  controllers: [RiskHistoryController],
  providers: [RiskHistoryService],
})
export class HistoryModule {}
