import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module.js';
import { RiskCommentsController } from './risk-comments.controller.js';
import { RiskCommentsService } from './risk-comments.service.js';

/** Comments on risks (risk.comments.list/create); the risks room asks it to delete a risk's comments. */
@Module({
  imports: [DirectoryModule],
  controllers: [RiskCommentsController],
  providers: [RiskCommentsService],
  exports: [RiskCommentsService],
})
export class CommentsModule {}
