// Bundles the server (and the workspace packages it imports) into dist/main.js; third-party
// packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
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
  define: { __APP_VERSION__: JSON.stringify(rootPkg.version) },
  logLevel: 'warning',
});
