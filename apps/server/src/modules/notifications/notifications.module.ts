import { defineModule } from '../../app-context.js';
import { registerNotificationRoutes } from './notifications.routes.js';

/** The bell: the list and marking read (modules raise notifications with notify()). */
export const notificationsModule = defineModule({
  name: 'notifications',
  register: (app, ctx) => registerNotificationRoutes(app, ctx.notifications),
});
