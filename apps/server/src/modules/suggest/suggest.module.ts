import { defineModule } from '../../app-context.js';
import { registerSuggestRoutes } from './suggest.routes.js';

/** Typeahead over an in-memory index of the catalogue (ADR 010); the index refreshes itself as it is asked. */
export const suggestModule = defineModule({
  name: 'suggest',
  register: (app, ctx) => {
    registerSuggestRoutes(app, ctx.db);
  },
});
