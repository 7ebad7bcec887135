export * from './test-env.js';
export * from './spreadsheets.js';
export * from './test-service.js';
export * from './processes.js';
export * from './database-at.js';
export * from './zip.js';
export * from './sql-clients.js';
export * from './test-publisher.js';
