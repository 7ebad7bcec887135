export * from './bulk-apply.js';
export * from './bulk-jobs.js';
export * from './bulk-job.table.js';
