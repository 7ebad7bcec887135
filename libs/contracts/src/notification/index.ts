export * from './api.js';
export * from './subjects.js';
export * from './messages.js';
export * from './activity-cursor.js';
export * from './events/index.js';
