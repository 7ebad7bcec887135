import { Module } from '@nestjs/common';
import { ImportUploads } from './import-uploads.js';
import { CommentsController } from './comments.controller.js';
import { RiskTypesController } from './risk-types.controller.js';
import { RiskAppetiteController } from './risk-appetite.controller.js';
import { RisksController } from './risks.controller.js';
import { RiskBulkEditController } from './risk-bulk-edit.controller.js';
import { RiskRegisterController } from './risk-register.controller.js';

/** Risks, risk types and comments (GET /api/comments/risk/{id}, POST /api/comments); a risk's linked tasks. */
@Module({
  // The register's routes (risks/movements...) before RisksController's risks/:id.
  controllers: [
    RiskRegisterController,
    RiskBulkEditController,
    RisksController,
    RiskTypesController,
    RiskAppetiteController,
    CommentsController,
  ],
  providers: [ImportUploads],
})
export class RisksModule {}
