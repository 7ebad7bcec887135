export * from './api.js';
export * from './subjects.js';
export * from './messages.js';
