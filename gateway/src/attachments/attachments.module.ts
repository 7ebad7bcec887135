import { Module } from '@nestjs/common';
import { AttachmentUploads } from './attachment-uploads.js';
import { AttachmentsClient } from './attachments.client.js';
import { AttachmentsController } from './attachments.controller.js';

/** Evidence attachments of risks and tasks (issue 28): /api/{risks,tasks}/{id}/attachments and /api/attachments/{id}. */
@Module({
  controllers: [AttachmentsController],
  providers: [AttachmentsClient, AttachmentUploads],
})
export class AttachmentsModule {}
