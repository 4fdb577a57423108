export * from './random.js';
export * from './catalog.js';
