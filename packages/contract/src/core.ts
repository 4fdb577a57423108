/**
 * The zod-free part of the contract: constants, the error catalogue, pure functions and types.
 * The web app imports this statically so the landing page does not ship the schemas; the full
 * contract (`@paysight/contract`) adds the zod schemas of every call.
 */
export * from './constants.js';
export * from './envelope.js';
export * from './errors.js';
export * from './format.js';
export * from './pagination.js';
export * from './theme.js';
export * from './slug.js';
export * from './comparison.js';
export * from './profile.js';
export * from './api/route.js';
export type { Role, SessionUser } from './session.js';
export type * from './web-context.js';
export * from './redirect.js';
export * from './vesting.js';
export * from './offer-checklist.js';
export * from './us-states.js';
export * from './benefits-taxonomy.js';
export * from './gurus.js';
