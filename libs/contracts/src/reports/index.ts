export * from './api.js';
export * from './messages.js';
export * from './subjects.js';
export * from './schedules.js';
