import { Controller, Inject, type LoggerService, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ATTACHMENT_LIMITS,
  type EventDefinition,
  type RISK_ATTACHMENT_SUBJECTS,
  type TASK_ATTACHMENT_SUBJECTS,
  type Actor,
} from '@rtm/contracts';
import { AttachmentIdDto, AttachmentItemDto, CreateAttachmentDto } from '@rtm/contracts/validation';
import { IntervalJob } from '../app/interval-job.js';
import { LOGGER } from '../app/tokens.js';
import { EventConsumers } from '../events/event-consumers.js';
import { EventHandlers } from '../events/event-handlers.js';
import { RpcActor, RpcData } from '../nats/rpc-params.js';
import type { AttachmentRoom } from './attachment-room.js';

/** The injection token of a service's AttachmentRoom. */
export const ATTACHMENT_ROOM = Symbol('ATTACHMENT_ROOM');

type AttachmentSubjects = typeof RISK_ATTACHMENT_SUBJECTS | typeof TASK_ATTACHMENT_SUBJECTS;

/** The attachments room's controller for one service's subjects (the same handlers in the risk and task services). */
export function attachmentsController(S: AttachmentSubjects, entity: 'risk' | 'task'): Type<unknown> {
  const itemOf = (data: AttachmentItemDto) => (entity === 'risk' ? data.riskId : data.taskId);

  @Controller()
  class AttachmentsController {
    constructor(@Inject(ATTACHMENT_ROOM) private readonly room: AttachmentRoom) {}

    @MessagePattern(S.list)
    list(@RpcActor() actor: Actor | null, @RpcData() data: AttachmentItemDto) {
      return this.room.list(actor, itemOf(data));
    }

    @MessagePattern(S.prepare)
    prepare(@RpcActor() actor: Actor | null, @RpcData() data: AttachmentItemDto) {
      return this.room.prepare(actor, itemOf(data));
    }

    @MessagePattern(S.create)
    create(@RpcActor() actor: Actor | null, @RpcData() data: CreateAttachmentDto) {
      return this.room.create(actor, data, itemOf(data));
    }

    @MessagePattern(S.file)
    file(@RpcActor() actor: Actor | null, @RpcData() data: AttachmentIdDto) {
      return this.room.file(actor, data.id);
    }

    @MessagePattern(S.delete)
    delete(@RpcActor() actor: Actor | null, @RpcData() data: AttachmentIdDto) {
      return this.room.delete(actor, data.id);
    }
  }
  Object.defineProperty(AttachmentsController, 'name', { value: `${entity === 'risk' ? 'Risk' : 'Task'}AttachmentsController` });
  return AttachmentsController;
}

/** The nightly round of a service's attachments, once at start and every `intervalMs`: the validity reminders due, then the sweep. */
export class AttachmentSweepJob extends IntervalJob {
  constructor(
    private readonly room: AttachmentRoom,
    protected readonly logger: LoggerService,
    protected readonly intervalMs: number,
  ) {
    super();
  }

  async run(): Promise<void> {
    // The validity reminders first (a sweep that cannot reach the store must not hold them back).
    let reminded = 0;
    for (let n = await this.room.remindDue(); n > 0; n = await this.room.remindDue()) reminded += n;
    if (reminded)
      this.logger.log(
        `Attachment reminders: ${reminded} files valid for ${ATTACHMENT_LIMITS.reminderDays} days or less`,
        AttachmentSweepJob.name,
      );
    const report = await this.room.sweep();
    if (report.removedObjects.length || report.removedRows || report.purgedChunks)
      this.logger.log(
        `Attachment sweep removed ${report.removedObjects.length} objects without metadata, ${report.removedRows} files of deleted items and the chunks of ${report.purgedChunks} cut-off uploads`,
        AttachmentSweepJob.name,
      );
    if (report.missingObjects.length)
      this.logger.warn(
        `Attachment sweep: ${report.missingObjects.length} attachments have no object in the store: ${report.missingObjects.join(', ')}`,
        AttachmentSweepJob.name,
      );
  }
}

/** Deletes a deleted item's files (durable `<service>-attachments` on the item's deletion event); idempotent. */
export class AttachmentCascade implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly room: AttachmentRoom,
    private readonly deleted: EventDefinition<string, unknown>,
    private readonly itemIdOf: (data: unknown) => string,
  ) {}

  onModuleInit(): void {
    const handlers = new EventHandlers().on(this.deleted, async (event, tx: EntityManager) => {
      await this.room.deleteForItem(tx, this.itemIdOf(event.data));
    });
    this.consumers.register(handlers.consumer('attachments'));
  }
}

/** The sweep job and the cascade of a service's attachments room, given how its deletion event names the item. */
export function attachmentJobProviders<P>(
  deleted: EventDefinition<string, P>,
  itemIdOf: (data: P) => string,
  sweepIntervalMs: (config: never) => number,
  configToken: symbol,
): Provider[] {
  return [
    {
      provide: AttachmentSweepJob,
      useFactory: (room: AttachmentRoom, logger: LoggerService, config: never) =>
        new AttachmentSweepJob(room, logger, sweepIntervalMs(config)),
      inject: [ATTACHMENT_ROOM, LOGGER, configToken],
    },
    {
      provide: AttachmentCascade,
      useFactory: (consumers: EventConsumers, room: AttachmentRoom) =>
        new AttachmentCascade(consumers, room, deleted as EventDefinition<string, unknown>, itemIdOf as (data: unknown) => string),
      inject: [EventConsumers, ATTACHMENT_ROOM],
    },
  ];
}
