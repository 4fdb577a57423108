import { contextParts, defineModule } from '../../app-context.js';
import { registerLogoRoutes } from './logos.routes.js';

/** Company logos: admins' uploads, or a monogram drawn from the name. */
export const logosModule = defineModule({
  name: 'logos',
  register: (app, ctx) => registerLogoRoutes(app, contextParts(ctx, 'db', 'storage')),
});
