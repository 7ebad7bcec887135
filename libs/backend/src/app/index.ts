export * from './tokens.js';
export * from './service-core.module.js';
export * from './run-service.js';
export * from './startup-errors.js';
export * from './authorization.js';
export * from './health-server.js';
export * from './clock.js';
export * from './interval-job.js';
