export * from './log-options.js';
export * from './logger.js';
