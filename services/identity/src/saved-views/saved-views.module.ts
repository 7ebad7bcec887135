import { Module } from '@nestjs/common';
import { SavedViewsController } from './saved-views.controller.js';
import { SavedViewsRepository } from './saved-views.repository.js';
import { SavedViewsService } from './saved-views.service.js';

/** Saved views of the risk and task lists (identity.savedViews.*): a person's own, and those shared with everyone. */
@Module({
  controllers: [SavedViewsController],
  providers: [SavedViewsService, SavedViewsRepository],
})
export class SavedViewsModule {}
