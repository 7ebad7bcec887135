import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EventConsumers, EventHandlers } from '@rtm/backend/events';
import { RiskDeleted } from '@rtm/contracts';
import { TaskRepository } from './task.repository.js';

/**
 * Removes the links to a deleted risk (durable task-risk-links): a durable consumer, so a deletion
 * published while the task service was down is applied when it comes back, and only once.
 */
@Injectable()
export class RiskLinksConsumer implements OnModuleInit {
  constructor(
    @Inject(EventConsumers) private readonly consumers: EventConsumers,
    @Inject(TaskRepository) private readonly tasks: TaskRepository,
  ) {}

  onModuleInit(): void {
    const handlers = new EventHandlers().on(RiskDeleted, async (event, tx) => {
      await this.tasks.unlinkRisk(tx, event.data.risk.id);
    });
    this.consumers.register(handlers.consumer('risk-links'));
  }
}
