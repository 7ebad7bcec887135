import { Module } from '@nestjs/common';
import { ImportUploads } from './import-uploads.js';
import { CommentsController } from './comments.controller.js';
import { RiskTypesController } from './risk-types.controller.js';
import { RiskAppetiteController } from './risk-appetite.controller.js';
import { RisksController } from './risks.controller.js';

/** Risks, risk types and comments (GET /api/comments/risk/{id}, POST /api/comments); a risk's linked tasks. */
@Module({
  controllers: [RisksController, RiskTypesController, RiskAppetiteController, CommentsController],
  providers: [ImportUploads],
})
export class RisksModule {}
