import { launch } from './launch.js';

// `npm start` (production bundle) and `npm run dev` (--dev: Vite, readable logs on a terminal).
// Nothing heavy is imported here: launch.ts starts the embedded database before the server's code loads.
const dev = process.argv.includes('--dev');
await launch({ web: dev ? 'dev' : 'build', prettyLog: dev && process.stdout.isTTY });
