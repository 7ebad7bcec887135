import { Module } from '@nestjs/common';
import { RegisterController } from './register.controller.js';
import { RegisterRepository } from './register.repository.js';
import { RegisterService } from './register.service.js';

/**
 * The register over time (issue 26): risk.register.*, risk.stats.levels, and the matrix and department summary as of a
 * day, which the risks room's handlers hand over here. The risks room writes the day rows with its kept counts.
 */
@Module({
  controllers: [RegisterController],
  providers: [RegisterService, RegisterRepository],
  exports: [RegisterService],
})
export class RegisterModule {}
