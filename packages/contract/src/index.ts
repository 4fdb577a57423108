export * from './core.js';
export * from './envelope-schema.js';
export * from './session.js';
export * from './realtime.js';
export * as api from './api/index.js';
