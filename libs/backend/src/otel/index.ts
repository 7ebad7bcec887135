export * from './trace-context.js';
export * from './metric-names.js';
export * from './metrics.js';
