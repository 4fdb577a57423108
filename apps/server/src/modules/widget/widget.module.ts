import { defineModule } from '../../app-context.js';
import { salaryDepsOf } from '../salary/salary-deps.service.js';
import { registerWidgetRoutes } from './widget.routes.js';

/** The embeddable salary card and its loader script. */
export const widgetModule = defineModule({
  name: 'widget',
  register: (app, ctx) => registerWidgetRoutes(app, { ...salaryDepsOf(ctx), origin: ctx.config.origin }),
});
