export * from './core.js';
export * from './envelope-schema.js';
export * from './session.js';
export * as api from './api/index.js';
