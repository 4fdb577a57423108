import { contextParts, defineModule, referenceDataTasks } from '../../app-context.js';
import { importAcademySeedFolder } from './academy-seed.service.js';
import { registerAcademyRoutes } from './academy.routes.js';

/**
 * The interview academy (SPEC §1 interview questions, §7 Other; ADR 053): `GET /academy/questions`
 * and `/academy/questions/companies`, members' interview reports (`/academy/reports`) held for an
 * admin's review (`/academy/reports/queue`), and the openly licensed seed questions shipped in
 * `RESEARCH_DATA_DIR/academy`, loaded at start when the file is new.
 */
export const academyModule = defineModule({
  name: 'academy',
  register: (app, ctx) => registerAcademyRoutes(app, contextParts(ctx, 'db', 'now', 'minSlice')),
  tasks: referenceDataTasks(
    'academy.questions',
    'Loads the seed interview questions of RESEARCH_DATA_DIR/academy when the file changed (one transaction), while the server already answers.',
    importAcademySeedFolder,
  ),
});
