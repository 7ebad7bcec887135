export * from './identity.dto.js';
