import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEmbeddedDb } from './helpers.js';
import { freePort, runScript } from './processes.js';

/**
 * `npm run layoffs:sync` as an operator runs it, on a fresh embedded database: a state's file
 * fetched from a local HTTP server on 127.0.0.1 and imported (again: nothing new), and the plain
 * messages when the address refuses the connection or answers an error (no stack, nothing imported).
 */

const WA = [
  'Company,Location,Layoff Start Date,# of Workers,Closure Layoff,Type of Layoff,Received Date',
  'Acme Widgets,Seattle,5/14/2022,100,Layoff,Permanent,3/11/2022',
  'Boeing,Everett,5/1/2022,300,Closure,Permanent,2/1/2022',
].join('\n');

describeOnEmbeddedDb('npm run layoffs:sync', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'paysight-layoffs-sync-'));
    server = createServer((req, res) => {
      if (req.url === '/wa.csv') res.writeHead(200, { 'content-type': 'text/csv' }).end(WA);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const sync = (...args: string[]) => runScript('src/cli/layoffs-sync.ts', { DATA_DIR: path.join(dir, 'data') }, ...args);
  const count = (stdout: string, label: string) => Number(new RegExp(`\\n\\s+${label}\\s+(\\d+)`).exec(stdout)?.[1]);

  it('fetches a state file and imports it through the WARN importer; a second sync adds nothing', { timeout: 300_000 }, async () => {
    const first = await sync('--state', 'WA', '--url', `${base}/wa.csv`);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Fetching WA: ${base}/wa.csv`);
    expect(count(first.stdout, 'notices imported')).toBe(2);
    expect(first.stdout).toMatch(/All 1 states synced\./);
    const second = await sync('--state', 'WA', '--url', `${base}/wa.csv`);
    expect(second.code).toBe(0);
    expect(count(second.stdout, 'notices imported')).toBe(0);
    expect(count(second.stdout, 'already imported')).toBe(2);
  });

  it('says which address it could not reach and why, exits 1 without a stack, and imports nothing', { timeout: 180_000 }, async () => {
    const url = `http://127.0.0.1:${await freePort()}/wa.csv`;
    const refused = await sync('--state', 'WA', '--url', url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Error: cannot fetch WA's WARN file from ${url}: `);
    expect(refused.stderr).toMatch(/ECONNREFUSED/);
    expect(refused.stderr).toContain('Nothing was imported: no file could be fetched (is this machine offline?).');
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    const missing = await sync('--state', 'WA', '--url', `${base}/gone.csv`);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Error: cannot fetch WA's WARN file from ${base}/gone.csv: HTTP 404 Not Found`);
  });

  it('refuses bad arguments with the usage', { timeout: 120_000 }, async () => {
    const noImporter = await sync('--state', 'NY');
    expect(noImporter.code).toBe(2);
    expect(noImporter.stderr).toMatch(/no importer for NY's WARN files yet/);
    const urlForTwo = await sync('--state', 'WA', '--state', 'CA', '--url', `${base}/wa.csv`);
    expect(urlForTwo.code).toBe(2);
    expect(urlForTwo.stderr).toMatch(/--url needs exactly one --state/);
  });
});
