import { perApp } from '../../app-context.js';
import type { AuthDeps } from './auth.service.js';
import { parseFreeDomains } from './email-policy.rules.js';

/** What sign-in needs, one per app: the auth, account and profile modules share it. */
export const authDepsOf = perApp((ctx): AuthDeps => ({
  db: ctx.db,
  config: ctx.config,
  mail: ctx.mail,
  freeDomains: parseFreeDomains(ctx.config.FREE_EMAIL_DOMAINS),
  now: ctx.now,
}));
