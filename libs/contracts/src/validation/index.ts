export * from './identity.dto.js';
export * from './notification.dto.js';
export * from './risk.dto.js';
export * from './language.dto.js';
