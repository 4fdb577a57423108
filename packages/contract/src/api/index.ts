export * from './system.js';
export * from './suggest.js';
