import { contextParts, defineModule, perApp } from '../../app-context.js';
import { orderFulfilmentsOf } from '../billing/fulfilment.service.js';
import { registerGurusRoutes } from './gurus.routes.js';
import { interviewFulfilment, sweepSessions, type GurusDeps } from './gurus.service.js';

/** How often lapsed holds are freed and reminders sent (a day and an hour before a session). */
export const GURUS_SWEEP_EVERY_MS = 5 * 60_000;

const depsOf = perApp((ctx): GurusDeps => ({
  ...contextParts(ctx, 'db', 'now', 'minSlice', 'mail', 'notifications', 'queue', 'log'),
  origin: ctx.config.origin,
}));

/**
 * Gurus (docs/decisions/052-gurus-mock-interviews.md): mock interviews with members proved at the
 * company they coach for. Billing's cart sells a coach's slot through this module's fulfilment of
 * `interview` orders (held with the order, booked with its payment, freed with its failure).
 */
export const gurusModule = defineModule({
  name: 'gurus',
  register: (app, ctx) => {
    orderFulfilmentsOf(ctx).set('interview', interviewFulfilment(depsOf(ctx)));
    registerGurusRoutes(app, depsOf(ctx));
  },
  tasks: (ctx) => [
    {
      name: 'gurus.sessions',
      description:
        'Frees slots whose hold ran out unpaid, and reminds both sides of each booked mock interview a day and an hour before (bell and mail), each once: every five minutes in the cluster.',
      when: 'every',
      scope: 'cluster',
      firstAfterMs: 45_000,
      everyMs: GURUS_SWEEP_EVERY_MS,
      run: () => sweepSessions(depsOf(ctx)),
    },
  ],
});
