export * from './test-env.js';
export * from './risk-workbooks.js';
