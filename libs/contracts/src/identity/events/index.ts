export * from './user-created.event.js';
export * from './user-updated.event.js';
export * from './department-created.event.js';
export * from './department-updated.event.js';
