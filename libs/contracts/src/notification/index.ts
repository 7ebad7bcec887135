export * from './enums.js';
export * from './api.js';
export * from './subjects.js';
