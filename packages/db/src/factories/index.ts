export * from './random.js';
export * from './catalog.js';
export * from './salaries.js';
export * from './career.js';
