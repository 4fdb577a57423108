// A first `npm start` (and `npm run bench`, which times it): builds the server (esbuild, a second or
// two), then builds the web app while the server, in a process of its own (`main.js --prepare`),
// migrates the database and loads the demo data. The two took ~33 s and ~30 s one after the other
// on a 2-core machine; side by side the first page comes about half a minute sooner. The server
// started afterwards finds the demo data at its version and skips it.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** Runs `command args` in `cwd`; resolves with its time in ms, rejects with its last output on failure. */
function run(command, args, { cwd, env, quiet }) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'] });
    const tail = [];
    const keep = (chunk) => {
      tail.push(chunk.toString());
      if (tail.length > 40) tail.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${[command, ...args].join(' ')} failed (${code ?? signal})${tail.length ? `:\n${tail.join('')}` : ''}`)),
    );
  });
}

/**
 * Builds the server, then the web app beside the database's preparation. `env` is the server's
 * environment (DATA_DIR, DATABASE_URL, DEMO_DATA…). A failed preparation is reported, not thrown:
 * the server then does the same work itself as it starts (and says why it cannot, if it cannot).
 */
export async function buildAndPrepare({ root, env = process.env, log = (line) => console.log(line) }) {
  const started = performance.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const serverBuildMs = await run(npm, ['run', 'build', '-w', '@paysight/server'], { cwd: root, env: process.env });
  log('Loading the demo data while the web app builds...');
  // A larger young generation: the demo load allocates a few hundred thousand short-lived objects
  // a second, and with Node's default the collector took about a sixth of the process's time (half with this).
  const preparing = run(process.execPath, ['--max-semi-space-size=64', path.join(root, 'apps/server/dist/main.js'), '--prepare'], {
    cwd: root,
    env: { NODE_ENV: 'production', ...env },
    quiet: true,
  }).then(
    (ms) => ms,
    (err) => {
      log(`The database was not prepared ahead (the server does it as it starts): ${err.message}`);
      return null;
    },
  );
  const [webBuildMs, prepareMs] = await Promise.all([
    run(npm, ['run', 'build', '-w', '@paysight/web'], { cwd: root, env: process.env }),
    preparing,
  ]);
  if (prepareMs !== null) log(`Database ready (${(prepareMs / 1000).toFixed(1)} s).`);
  return { serverBuildMs, webBuildMs, prepareMs, totalMs: performance.now() - started };
}
