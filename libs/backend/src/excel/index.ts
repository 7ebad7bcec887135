export * from './cell-escape.js';
export * from './xlsx-stream.js';
