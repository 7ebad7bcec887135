export * from './load-config.js';
export * from './base-config.js';
export * from './service-config.js';
export * from './jetstream-setup-config.js';
export * from './time-zone.js';
export * from './secret-box.js';
