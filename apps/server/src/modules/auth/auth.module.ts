import { defineModule } from '../../app-context.js';
import { authDepsOf } from './auth-deps.service.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerOidcRoutes } from './oidc.routes.js';

/** Sign-in (magic link, password, OpenID Connect, hand-off) and sessions. */
export const authModule = defineModule({
  name: 'auth',
  register: (app, ctx) => {
    registerAuthRoutes(app, authDepsOf(ctx));
    registerOidcRoutes(app, authDepsOf(ctx));
  },
});
