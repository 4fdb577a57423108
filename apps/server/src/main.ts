import { serveOrExit } from './serve.js';

// `npm start` (production bundle) and `npm run dev` (--dev: Vite, readable logs on a terminal).
const dev = process.argv.includes('--dev');
serveOrExit({ web: dev ? 'dev' : 'build', prettyLog: dev && process.stdout.isTTY });
