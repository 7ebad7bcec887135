import { aggregateSubjects, RiskDeleted, TaskDeleted } from '@rtm/contracts';
import { ALL_EVENTS } from './event-handlers.js';

/** A durable consumer of the events stream as the JetStream setup creates it and its service binds to it. */
export interface ConsumerDeclaration {
  /** The process that reads it (its NATS user may read only its own durables). */
  service: 'identity' | 'risk' | 'task' | 'notification';
  /** Unique in the service; the durable is `<service>-<name>`. */
  name: string;
  /** Its one filter subject without the run prefix (NATS 2.9 takes one per consumer). */
  subject: string;
}

/**
 * Every durable consumer of the product: the one list the setup command creates them from (setupJetStream) and that a
 * service's registered consumers must match (EventConsumers.register refuses one that is missing or filters otherwise).
 * deploy/nats/authorization.conf grants each service the consumer API of exactly its durables here
 * (scripts/nats/authorization.spec.ts compares them).
 */
export const EVENT_CONSUMERS: readonly ConsumerDeclaration[] = Object.freeze([
  { service: 'identity', name: 'risks', subject: aggregateSubjects('risk') },
  { service: 'risk', name: 'users', subject: aggregateSubjects('user') },
  { service: 'risk', name: 'departments', subject: aggregateSubjects('department') },
  { service: 'risk', name: 'tasks', subject: aggregateSubjects('task') },
  { service: 'task', name: 'users', subject: aggregateSubjects('user') },
  { service: 'task', name: 'risks', subject: aggregateSubjects('risk') },
  { service: 'task', name: 'risk-links', subject: RiskDeleted.subject },
  // Issue 28: a deleted risk's or task's files go with it (their rows and objects).
  { service: 'risk', name: 'attachments', subject: RiskDeleted.subject },
  { service: 'task', name: 'attachments', subject: TaskDeleted.subject },
  { service: 'notification', name: 'activity', subject: ALL_EVENTS },
  { service: 'notification', name: 'users', subject: aggregateSubjects('user') },
  { service: 'notification', name: 'user-languages', subject: aggregateSubjects('user') },
  { service: 'notification', name: 'departments', subject: aggregateSubjects('department') },
  { service: 'notification', name: 'tasks', subject: aggregateSubjects('task') },
  { service: 'notification', name: 'risks', subject: aggregateSubjects('risk') },
  { service: 'notification', name: 'risk-mails', subject: aggregateSubjects('risk') },
  { service: 'notification', name: 'task-mails', subject: aggregateSubjects('task') },
]);

/** The durable's name on the stream: `<service>-<name>` (the stream is the run's own, so no run prefix is needed). */
export function durableName(service: string, name: string): string {
  return `${service}-${name}`;
}

/** The declaration of a service's consumer, or undefined when the catalog has none. */
export function declaredConsumer(service: string, name: string): ConsumerDeclaration | undefined {
  return EVENT_CONSUMERS.find((c) => c.service === service && c.name === name);
}
