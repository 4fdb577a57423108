import { defineModule } from '../../app-context.js';
import type { SuggestIndex } from './suggest.index.js';
import { registerSuggestRoutes } from './suggest.routes.js';

/** Each app's index, for its startup task. */
const indexes = new WeakMap<object, SuggestIndex>();

/** Typeahead over an in-memory index of the catalogue (ADR 010); the index refreshes itself as it is asked. */
export const suggestModule = defineModule({
  name: 'suggest',
  register: (app, ctx) => {
    indexes.set(ctx, registerSuggestRoutes(app, ctx.db));
  },
  tasks: (ctx) => [
    {
      name: 'suggest.index',
      description:
        "Builds the typeahead index before the server answers: its first build holds the event loop for about 150 ms, which the first visitor's keystroke would otherwise wait on.",
      when: 'startup',
      run: async () => void (await indexes.get(ctx)?.views()),
    },
  ],
});
