export * from './enums.js';
export * from './roles.js';
export * from './constants.js';
export * from './messages.js';
export * from './rules.js';
export * from './api.js';
export * from './rpc.js';
export * from './events.js';
