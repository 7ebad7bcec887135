export * from './settings-changed.event.js';
