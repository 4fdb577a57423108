import { launch } from './launch.js';

// `npm start` (production bundle) and `npm run dev` (--dev: Vite, readable logs on a terminal).
// `--prepare`: migrate and run the startup tasks (the demo data), then exit without serving: a first
// `npm start` runs it while the web app builds (scripts/build-and-prepare.mjs).
// Nothing heavy is imported here: launch.ts starts the embedded database before the server's code loads.
const dev = process.argv.includes('--dev');
if (process.argv.includes('--prepare')) await launch({ web: false, prepare: true });
else await launch({ web: dev ? 'dev' : 'build', prettyLog: dev && process.stdout.isTTY });
