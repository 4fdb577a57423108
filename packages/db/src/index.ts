export * from './client.js';
export * from './data-dir-lock.js';
export * from './backup.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
export * from './bulk-insert.js';
export * from './embedded-open.js';
export * from './errors.js';
