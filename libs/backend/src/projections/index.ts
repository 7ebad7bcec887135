export * from './projection.js';
export * from './projections.module.js';
export * from './directory.projections.js';
export * from './directory.entities.js';
export * from './user-summary.sql.js';
export * from './risk-summary.projection.js';
