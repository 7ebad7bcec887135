import { Module } from '@nestjs/common';
import { AppetiteController } from './appetite.controller.js';
import { AppetiteService } from './appetite.service.js';
import { OutsideAppetite } from './outside-appetite.js';

/** The risk appetite (risk.appetite.get/replace/outside, issue 25); the risk views read it in their statements. */
@Module({
  controllers: [AppetiteController],
  providers: [AppetiteService, OutsideAppetite],
})
export class AppetiteModule {}
