export * from './attachment-bucket.js';
export * from './attachment-inspector.js';
export * from './attachment-room.js';
export * from './attachment-table.js';
export * from './attachment-providers.js';
