import { Module } from '@nestjs/common';
import { RisksModule } from '../risks/risks.module.js';
import { RegisterController } from './register.controller.js';
import { RegisterRepository } from './register.repository.js';
import { RegisterService } from './register.service.js';

/**
 * The register over time (issue 26): risk.register.*, risk.stats.levels, and the handlers of the matrix and the
 * department summary, which answer as of a day from here and as they are from the risks room. The risks room writes
 * the day rows with its kept counts.
 */
@Module({
  imports: [RisksModule],
  controllers: [RegisterController],
  providers: [RegisterService, RegisterRepository],
  exports: [RegisterService],
})
export class RegisterModule {}
