export * from './rules.js';
export * from './api.js';
export * from './subjects.js';
export * from './task-export.js';
export * from './messages.js';
export * from './events/index.js';
export * from './bulk-edit.js';
