import { contextParts, defineModule, perApp, referenceDataTasks } from '../../app-context.js';
import { registerLayoffAlertsRoutes } from './layoff-alerts.routes.js';
import { registerLayoffReportsRoutes } from './layoff-reports.routes.js';
import { deliverLayoffAlerts, sendLayoffDigests, type LayoffAlertsDeps } from './layoff-alerts.service.js';
import { registerLayoffsRoutes } from './layoffs.routes.js';
import { importWarnReferenceFolder } from './warn-reference.service.js';

const alertsDepsOf = perApp((ctx): LayoffAlertsDeps => ({
  ...contextParts(ctx, 'db', 'now', 'mail', 'notifications', 'log'),
  origin: ctx.config.origin,
}));

/**
 * Layoffs (SPEC §7 Layoff): US WARN notices from the states' files (ADR 042), read by the /layoffs
 * page: `GET /layoff/map` (per state), `GET /layoff` (the list, paged at 10, with the trend by month
 * for the same filters in the same answer), `GET /layoff/{id}` (a notice and its source row) and
 * `GET /layoff/companies/{slug}` (a company page's count). ADR 043: the map and the API's shape.
 * Alerts (ADR 045): following an employer (`POST /layoff/{id}/subscribe`) and the weekly digest
 * (`POST /subscription`), with unsubscribe links that need no sign-in.
 * Members' reports (ADR 046): titles affected (`GET`/`POST /layoff/{id}/titles`) and India's layoffs
 * (`/layoff/reports`), held for an admin's review (`/layoff/reports/queue`).
 */
export const layoffsModule = defineModule({
  name: 'layoffs',
  register: (app, ctx) => {
    registerLayoffsRoutes(app, { db: ctx.db, cache: ctx.caches.layoffs });
    registerLayoffAlertsRoutes(app, alertsDepsOf(ctx));
    registerLayoffReportsRoutes(app, { db: ctx.db, now: ctx.now, minSlice: ctx.minSlice });
  },
  tasks: (ctx) => [
    ...referenceDataTasks(
      'layoffs.import',
      'Imports the WARN notice files of RESEARCH_DATA_DIR/warn not loaded yet, while the server already answers.',
      async (db, dir, log) => {
        // Each state's notices show on /layoffs as soon as its file is in (the unfiltered figures are cached).
        const done = await importWarnReferenceFolder(db, dir, log, (summary) =>
          ctx.events.emit('warn-notices.changed', { states: [summary.state] }),
        );
        await deliverLayoffAlerts(alertsDepsOf(ctx));
        return done;
      },
    )(ctx),
    {
      name: 'layoffs.alerts',
      description:
        'Sends the alerts of new WARN notices that an import queued and did not send itself (a notification and a mail each): every five minutes in the cluster.',
      when: 'every',
      scope: 'cluster',
      firstAfterMs: 30_000,
      everyMs: 5 * 60_000,
      run: () => deliverLayoffAlerts(alertsDepsOf(ctx)),
    },
    {
      name: 'layoffs.digest',
      description:
        'Mails each weekly-digest member the WARN notices imported since their last digest for their states and companies (none when there are none): once a week in the cluster.',
      when: 'every',
      scope: 'cluster',
      firstAfterMs: 5 * 60_000,
      everyMs: 7 * 24 * 60 * 60_000,
      run: () => sendLayoffDigests(alertsDepsOf(ctx)),
    },
  ],
});
