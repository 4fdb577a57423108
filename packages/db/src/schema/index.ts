export * from './catalog.js';
export * from './meta.js';
