// Bundles the server (and the workspace packages it imports) into dist/: main.js, the entry, and
// the chunks it loads (split so that main.js starts the embedded database before the rest of the
// code and its packages load: see src/main.ts). Third-party packages stay external and load from
// node_modules. Chunks sit beside main.js, so paths found from import.meta.url hold in any of them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** A fingerprint of the code and data that compute answers (server and workspace packages): answers kept in the database are per build. */
function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const dir of ['apps/server/src', 'packages/contract/src', 'packages/db/src']) {
    const root = new URL(`../../${dir}/`, import.meta.url);
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      // Data files count too: the matcher's word lists (*.json) decide answers as much as its code.
      .filter((e) => e.isFile() && (e.name.endsWith('.json') || (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))))
      .map((e) => `${e.parentPath ?? e.path}/${e.name}`)
      .sort();
    for (const file of files) hash.update(file.slice(fileURLToPath(root).length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

// Chunk names change with their content: a new build starts from an empty folder.
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  sourcemap: true,
  // Workspace packages are TypeScript source: bundle them in. Every other bare import is a
  // package in node_modules and stays external.
  plugins: [
    {
      name: 'externalise-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@paysight/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version), __BUILD_ID__: JSON.stringify(sourceFingerprint()) },
  logLevel: 'warning',
});
