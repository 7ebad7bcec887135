export * from './load-config.js';
export * from './base-config.js';
