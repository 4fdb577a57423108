import { defineModule } from '../../app-context.js';
import { registerVerificationRoutes } from './verification.routes.js';

/** Verification documents, the admins' review queues, verified shares. */
export const verificationModule = defineModule({
  name: 'verification',
  register: (app, ctx) =>
    registerVerificationRoutes(app, {
      db: ctx.db,
      now: ctx.now,
      storage: ctx.storage,
      mail: ctx.mail,
      origin: ctx.config.origin,
      minSlice: ctx.minSlice,
      cache: ctx.caches.verifiedStats,
      events: ctx.events,
      notifications: ctx.notifications,
      log: ctx.log,
    }),
});
