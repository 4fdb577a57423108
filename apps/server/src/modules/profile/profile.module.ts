import { defineModule } from '../../app-context.js';
import { authDepsOf } from '../auth/auth-deps.service.js';
import { registerProfileRoutes } from './profile.routes.js';

/** The profile, resume and network import, enrichment, email change, account deletion. */
export const profileModule = defineModule({
  name: 'profile',
  register: (app, ctx) => registerProfileRoutes(app, { ...authDepsOf(ctx), storage: ctx.storage, log: ctx.log }),
});
