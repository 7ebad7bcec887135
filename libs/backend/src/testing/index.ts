export * from './test-env.js';
