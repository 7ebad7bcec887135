import { Module } from '@nestjs/common';
import { SavedViewsClient } from './saved-views.client.js';
import { SavedViewsController } from './saved-views.controller.js';

/** Saved views of the risk and task lists (/api/saved-views). */
@Module({ controllers: [SavedViewsController], providers: [SavedViewsClient] })
export class SavedViewsModule {}
