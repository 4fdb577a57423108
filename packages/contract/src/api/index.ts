export * from './system.js';
export * from './suggest.js';
export * from './auth.js';
