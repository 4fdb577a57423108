// `npm start`: builds the web app and the server when the build is missing or older than the
// source (loading the demo data meanwhile: build-and-prepare.mjs), then runs the server in this
// process (production mode unless NODE_ENV says otherwise).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAndPrepare } from './build-and-prepare.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/build/server/index.js'].map((p) => path.join(root, p));
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/server/src',
  'packages/contract/src',
  'packages/db/src',
  'packages/db/migrations',
];
const configFiles = ['package-lock.json', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/server/build.mjs'];

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

function isBuildStale() {
  if (!outputs.every((f) => existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const newestSource = Math.max(
    ...sources.map((s) => newestMtime(path.join(root, s))),
    ...configFiles.map((f) => (existsSync(path.join(root, f)) ? statSync(path.join(root, f)).mtimeMs : 0)),
  );
  return newestSource > built;
}

if (isBuildStale()) {
  console.log('Building Paysight (first start or changed source)...');
  await buildAndPrepare({ root });
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(outputs[0]).href);
