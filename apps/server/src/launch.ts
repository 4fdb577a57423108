import path from 'node:path';
import { DataDirInUseError, openEmbedded, type EmbeddedOpening } from '@paysight/db/embedded';

/**
 * The embedded database starts opening first, on its own thread, while the rest of the server's
 * code loads on this one (about half a second each, now side by side). The folder is found the way
 * the configuration finds it (DATA_DIR, default ./data); `serve` checks the configuration and
 * takes the opening over, or closes it when the configuration says otherwise. A folder another
 * process owns is refused here, at once, naming it.
 */
function openEarly(env: NodeJS.ProcessEnv, owner: string): EmbeddedOpening | null {
  if (env.DATABASE_URL?.trim()) return null;
  try {
    return openEmbedded(path.join(env.DATA_DIR || './data', 'pglite'), owner);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Who holds the embedded folder, as a second process is told (DataDirInUseError). */
export const ownerOf = (env: NodeJS.ProcessEnv, prepare: boolean) =>
  prepare ? 'Paysight preparing its database (npm start)' : `the Paysight server on port ${env.PORT || 3000}`;

/**
 * Starts a server as `npm start` does: the database opening, then the server's code loaded (a
 * dynamic import, so this module and its caller load nothing heavy) and served (`serve.ts`).
 */
export async function launch(options: { web: 'build' | 'dev' | false; prettyLog?: boolean; prepare?: boolean }) {
  const opening = openEarly(process.env, ownerOf(process.env, options.prepare ?? false));
  const { serveOrExit } = await import('./serve.js');
  serveOrExit({ ...options, opening });
}
