import { Module, type LoggerService } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock, LOGGER, SERVICE_CONFIG } from '@rtm/backend/app';
import { ATTACHMENT_ROOM, AttachmentBucket, AttachmentRoom, attachmentJobProviders, attachmentsController } from '@rtm/backend/attachments';
import { EventStream, Transactions } from '@rtm/backend/events';
import { TASK_ATTACHMENT_SUBJECTS, TASK_MESSAGES, TaskDeleted, type Actor, type AttachmentDto } from '@rtm/contracts';
import { TaskSchema } from '../common/task-schema.js';
import { HistoryModule } from '../history/history.module.js';
import { TaskHistoryService } from '../history/task-history.service.js';
import type { TaskConfig } from '../task.config.js';

/**
 * Evidence attached to tasks (issue 28): task.attachments.*, each upload a task history entry (attachment_added, as the
 * spec's enumeration names it), the deletion of a deleted task's files (durable task-attachments on task_deleted) and
 * the nightly sweep of the bucket's `task/` objects.
 */
@Module({
  imports: [HistoryModule],
  controllers: [attachmentsController(TASK_ATTACHMENT_SUBJECTS, 'task')],
  providers: [
    {
      provide: ATTACHMENT_ROOM,
      useFactory: (
        db: Transactions,
        stream: EventStream,
        config: TaskConfig,
        logger: LoggerService,
        schema: TaskSchema,
        clock: Clock,
        history: TaskHistoryService,
      ) =>
        new AttachmentRoom({
          entity: 'task',
          tables: { attachment: schema.table('task_attachment'), item: schema.table('task'), users: schema.table('user_projection') },
          codeColumn: 'task_id',
          itemNotFound: TASK_MESSAGES.taskNotFound,
          db,
          bucket: new AttachmentBucket(stream.nc, config.NATS_PREFIX, logger),
          now: () => clock.now(),
          recordAdded: async (tx: EntityManager, actor: Actor, attachment: AttachmentDto, at: Date) => {
            history.record(tx, attachment.taskId as string, actor, at, [
              {
                action: 'attachment_added',
                description: `Added the file ${attachment.fileName}`,
                oldValue: null,
                newValue: attachment.fileName,
                metadata: { attachmentId: attachment.id, contentType: attachment.contentType, fileSize: attachment.fileSize },
              },
            ]);
            await tx.flush();
          },
        }),
      inject: [Transactions, EventStream, SERVICE_CONFIG, LOGGER, TaskSchema, Clock, TaskHistoryService],
    },
    ...attachmentJobProviders(
      TaskDeleted,
      (data) => data.task.id,
      (config: TaskConfig) => config.ATTACHMENT_SWEEP_INTERVAL_MS,
      SERVICE_CONFIG,
    ),
  ],
})
export class AttachmentsModule {}
