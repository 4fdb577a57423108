export * from './catalog.js';
export * from './meta.js';
export * from './accounts.js';
export * from './salaries.js';
export * from './profiles.js';
export * from './members.js';
export * from './negotiation.js';
