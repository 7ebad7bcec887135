/** Browser-safe contracts: shared parts, then one folder per slice. Backend-only DTO classes: `@rtm/contracts/validation`. */
export * from './common/index.js';
export * from './identity/index.js';
export * from './risk/index.js';
export * from './task/index.js';
export * from './notification/index.js';
export * from './attachments/index.js';
export * from './reports/index.js';
export * from './subjects.js';
export * from './events.js';
