import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** apps/server: the commands' and fixtures' paths are relative to it, as `npm run` runs them. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * What a child process gets from the test's environment: PATH, and the kept empty database's folder
 * (vitest.config.ts). Nothing else: a process's configuration is what each test says.
 */
const passedOn = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'PGLITE_TEMPLATE_DIR']) if (process.env[key]) env[key] = process.env[key];
  return env;
};

/** Runs one of the server's TypeScript entry points (`src/cli/import.ts`, …) as `npm run` does, in production mode; never rejects. */
export function runScript(script: string, env: Record<string, string>, ...args: string[]): Promise<CliResult> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...passedOn(), NODE_ENV: 'production', ...env },
  }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

/** A port on the loopback address nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once it has exited. */
  exited: Promise<number | string>;
}

/**
 * Starts the server as `npm start` would (the real start-up path: configuration, the database and
 * its owner lock, migrations, shutdown handlers), API only, on a free loopback port; resolves once
 * it answers /api/v1/health, or rejects with what it printed if it exits first.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/api-server.ts'], {
    cwd: serverDir,
    env: { ...passedOn(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let gone: number | string | undefined;
  void exited.then((code) => (gone = code));
  for (;;) {
    if (gone !== undefined) throw new Error(`the server exited (${gone}) before it answered:\n${stderr}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, stderr: () => stderr, exited };
}
