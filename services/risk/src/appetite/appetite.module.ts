import { Module } from '@nestjs/common';
import { AppetiteController } from './appetite.controller.js';
import { AppetiteService } from './appetite.service.js';

/** The risk appetite (risk.appetite.get/replace, issue 25); the risk views read it in their statements. */
@Module({
  controllers: [AppetiteController],
  providers: [AppetiteService],
})
export class AppetiteModule {}
