export * from './risk-created.event.js';
export * from './risk-updated.event.js';
export * from './risk-closed.event.js';
export * from './risk-deleted.event.js';
export * from './risk-comment-added.event.js';
export * from './risk-assessed.event.js';
export * from './risk-acceptance.events.js';
export * from './risk-appetite-changed.event.js';
