import { Module } from '@nestjs/common';
import { SecurityEventsController } from './security-events.controller.js';
import { SecurityLog } from './security-log.js';

@Module({ controllers: [SecurityEventsController], providers: [SecurityLog], exports: [SecurityLog] })
export class SecurityLogModule {}
