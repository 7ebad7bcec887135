export * from './events.migrations.js';
export * from './domain-event.js';
export * from './jetstream.js';
export * from './outbox.js';
export * from './transactions.js';
export * from './outbox-relay.js';
export * from './durable-consumer.js';
