export * from './trace-context.js';
