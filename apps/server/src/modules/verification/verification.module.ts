import { contextParts, defineModule } from '../../app-context.js';
import { registerVerificationRoutes } from './verification.routes.js';

/** Verification documents, the admins' review queues, verified shares. */
export const verificationModule = defineModule({
  name: 'verification',
  register: (app, ctx) =>
    registerVerificationRoutes(app, {
      ...contextParts(ctx, 'db', 'now', 'storage', 'mail', 'minSlice', 'events', 'notifications', 'log'),
      origin: ctx.config.origin,
      cache: ctx.caches.verifiedStats,
    }),
});
