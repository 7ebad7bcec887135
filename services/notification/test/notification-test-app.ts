import { randomUUID } from 'node:crypto';
import { startTestService, type TestEnv, type TestPublisher } from '@rtm/backend/testing';
import type { Actor, DomainEvent, Language, TaskDto, UserSummary } from '@rtm/contracts';
import { NotificationConfig } from '../src/notification.config.js';
import { NotificationModule } from '../src/notification.module.js';

/** Starts the notification service in-process on the run's database, stream and subject prefix. */
export async function startNotification(env: TestEnv, extra: Record<string, string> = {}) {
  const { app, orm, config } = await startTestService({
    service: 'notification',
    configClass: NotificationConfig,
    module: (c, logger) => NotificationModule.forRoot(c, logger),
    env,
    extra,
  });
  return { app, orm, schema: config.NOTIFICATION_SCHEMA };
}

/**
 * Calendar days counted from today in UTC (the default MAIL_TIME_ZONE) as of the call: the date `n` days from it, and
 * noon of that date, the instant a scheduler run counts from.
 */
export function daysFromToday() {
  const today = new Date().toISOString().slice(0, 10);
  const day = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return { day, noonOf: (n: number) => new Date(`${day(n)}T12:00:00Z`) };
}

export function userSummary(overrides: Partial<UserSummary> = {}): UserSummary {
  return {
    id: randomUUID(),
    firstName: 'Sara',
    lastName: 'Ali',
    email: 'sara.ali@example.com',
    role: 'manager',
    departmentId: null,
    profileImageUrl: null,
    ...overrides,
  };
}

export function domainEvent(input: {
  type: string;
  actor: Actor | null;
  entity: { type: string; id: string };
  description?: string;
  data?: Record<string, unknown>;
  occurredAt?: Date;
}): DomainEvent {
  return {
    id: randomUUID(),
    type: input.type,
    version: 1,
    occurredAt: (input.occurredAt ?? new Date()).toISOString(),
    actor: input.actor,
    entity: input.entity,
    description: input.description ?? `${input.type} ${input.entity.id}`,
    data: input.data ?? {},
  };
}

export function userEvent(type: 'user_created' | 'user_updated', user: UserSummary, actor: Actor | null, occurredAt?: Date): DomainEvent {
  return domainEvent({
    type,
    actor,
    entity: { type: 'user', id: user.id },
    description: `${type === 'user_created' ? 'Created' : 'Updated'} user ${user.firstName} ${user.lastName}`,
    data: { user },
    occurredAt,
  });
}

/** Publishes user_created (and `language`) and waits until the user and language projections have it. */
export async function publishUser(
  publisher: TestPublisher,
  user: UserSummary & { isActive?: boolean },
  actor: Actor | null,
  language: Language = 'en',
): Promise<void> {
  const seq = await publisher.publish(
    domainEvent({ type: 'user_created', actor, entity: { type: 'user', id: user.id }, data: { user, username: user.id, language } }),
  );
  await publisher.consumed('notification-users', seq);
  await publisher.consumed('notification-user-languages', seq);
}

/** Publishes a task_created of an open medium task and waits until the task projection has it. */
export async function publishTask(
  publisher: TestPublisher,
  input: { owner: UserSummary; assignee: UserSummary | null; title: string; dueDate: string },
  actor: Actor | null,
): Promise<TaskDto> {
  const now = new Date().toISOString();
  const task: TaskDto = {
    id: randomUUID(),
    taskId: `TSK-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`,
    title: input.title,
    description: null,
    ownerId: input.owner.id,
    assignedToId: input.assignee?.id ?? null,
    status: 'to_do',
    priority: 'medium',
    dueDate: input.dueDate,
    completedAt: null,
    riskIds: [],
    createdAt: now,
    updatedAt: now,
  };
  const seq = await publisher.publish(domainEvent({ type: 'task_created', actor, entity: { type: 'task', id: task.id }, data: { task } }));
  await publisher.consumed('notification-tasks', seq);
  return task;
}
