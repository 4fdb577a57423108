import { defineModule } from '../../app-context.js';
import { authDepsOf } from '../auth/auth-deps.service.js';
import { registerAccountRoutes } from './account.routes.js';

/** The account page: sessions and extension keys. */
export const accountModule = defineModule({
  name: 'account',
  register: (app, ctx) => registerAccountRoutes(app, authDepsOf(ctx)),
});
