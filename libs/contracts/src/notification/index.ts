export * from './api.js';
export * from './subjects.js';
