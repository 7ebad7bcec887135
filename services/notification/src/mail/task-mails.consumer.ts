import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_CONFIG } from '@rtm/backend/app';
import { EventConsumers, EventHandlers } from '@rtm/backend/events';
import { TaskCompleted, TaskCreated, TaskUpdated, type DomainEvent, type TaskDto, type TaskUpdatedData } from '@rtm/contracts';
import type { NotificationConfig } from '../notification.config.js';
import { MailOutbox } from './mail-outbox.js';

/**
 * Event-triggered task mails (durable `notification-task-mails`): task_assigned to a new assignee (at creation
 * or when the assignee changes), task_completed to the owner. One mail per event and recipient.
 */
@Injectable()
export class TaskMailsConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly consumers: EventConsumers,
    @Inject(MailOutbox) private readonly outbox: MailOutbox,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  onModuleInit() {
    const handlers = new EventHandlers()
      .on(TaskCreated, (event, tx) => this.assigned(tx, event, event.data.task.assignedToId))
      .on(TaskUpdated, (event, tx) => this.assigned(tx, event, newAssignee(event.data)))
      .on(TaskCompleted, async (event, tx) => {
        await this.assigned(tx, event, newAssignee(event.data));
        await this.record(tx, 'task_completed', event, event.data.task, event.data.task.ownerId);
      });
    this.consumers.register(handlers.consumer('task-mails'));
  }

  private async assigned(tx: EntityManager, event: DomainEvent<{ task: TaskDto }>, assignee: string | null | undefined) {
    if (assignee) await this.record(tx, 'task_assigned', event, event.data.task, assignee);
  }

  private record(tx: EntityManager, type: 'task_assigned' | 'task_completed', event: DomainEvent, task: TaskDto, recipientId: string) {
    return this.outbox.record(tx, {
      key: `${type}:${event.id}:${recipientId}`,
      type,
      recipientId,
      taskId: task.id,
      variables: {
        taskTitle: task.title,
        taskLink: `${this.config.APP_URL.replace(/\/$/, '')}/tasks/${task.id}`,
        dueDate: task.dueDate ?? undefined,
      },
    });
  }
}

/** The assignee after a change that set one. */
function newAssignee(data: TaskUpdatedData): string | null {
  return data.changes.assignedToId?.to ?? null;
}
