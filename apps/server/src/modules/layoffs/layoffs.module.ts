import { defineModule, referenceDataTasks } from '../../app-context.js';
import { registerLayoffsRoutes } from './layoffs.routes.js';
import { importWarnReferenceFolder } from './warn-reference.service.js';

/**
 * Layoffs (SPEC §7 Layoff): US WARN notices from the states' files (ADR 042), read by the /layoffs
 * page: `GET /layoff/map` (per state), `GET /layoff` (the list, paged at 10, with the trend by month
 * for the same filters in the same answer), `GET /layoff/{id}` (a notice and its source row) and
 * `GET /layoff/companies/{slug}` (a company page's count). ADR 043: the map and the API's shape.
 */
export const layoffsModule = defineModule({
  name: 'layoffs',
  register: (app, ctx) => registerLayoffsRoutes(app, { db: ctx.db }),
  tasks: referenceDataTasks(
    'layoffs.import',
    'Imports the WARN notice files of RESEARCH_DATA_DIR/warn not loaded yet, while the server already answers.',
    importWarnReferenceFolder,
  ),
});
