import { defineModule, referenceDataTasks } from '../../app-context.js';
import { importWarnReferenceFolder } from './warn-reference.service.js';

/** Layoffs (SPEC §7 Layoff): US WARN notices from the states' files (ADR 042). */
export const layoffsModule = defineModule({
  name: 'layoffs',
  // No routes yet: the notices are read by the /layoffs page's calls (SPEC §7 Layoff), still to come.
  register: () => undefined,
  tasks: referenceDataTasks(
    'layoffs.import',
    'Imports the WARN notice files of RESEARCH_DATA_DIR/warn not loaded yet, while the server already answers.',
    importWarnReferenceFolder,
  ),
});
