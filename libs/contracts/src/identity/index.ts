export * from './api.js';
export * from './subjects.js';
export * from './saved-view.js';
export * from './messages.js';
export * from './events/index.js';
