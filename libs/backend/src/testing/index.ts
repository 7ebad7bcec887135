export * from './test-env.js';
export * from './risk-workbooks.js';
export * from './test-service.js';
export * from './processes.js';
