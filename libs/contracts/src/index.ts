export * from './enums.js';
export * from './constants.js';
export * from './rules.js';
export * from './messages.js';
export * from './envelope.js';
export * from './subjects.js';
export * from './api.js';
export * from './risk-import.js';
