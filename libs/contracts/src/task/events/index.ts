export * from './task-created.event.js';
export * from './task-updated.event.js';
export * from './task-completed.event.js';
export * from './task-deleted.event.js';
export * from './task-comment-added.event.js';
