export * from './system.js';
export * from './suggest.js';
export * from './auth.js';
export * from './salary.js';
export * from './salary-explore.js';
export * from './insights.js';
export * from './profile.js';
export * from './contributions.js';
