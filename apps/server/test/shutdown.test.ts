import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it, vi } from 'vitest';
import { createShutdown } from '../src/lib/shutdown.js';
import { createTestApp, describeWithDb } from './helpers.js';

describeWithDb('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the database and exits 0', async () => {
    let release: () => void = () => {};
    const t = await createTestApp({
      seed: false,
      beforeReady: (app) =>
        app.get('/api/v1/__test/slow', { config: { access: 'public' } }, async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { success: true, data: 'done', message: 'OK', statusCode: 200 };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/v1/__test/slow' }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end(() => setTimeout(started, 50));
    });
    await requestStarted;

    const closeDatabase = vi.fn(() => t.database.close());
    const exit = vi.fn();
    const shutdown = createShutdown({ app: t.app, closeDatabase, exit });
    const done = shutdown('SIGTERM');
    // A second signal while closing does not start a second shutdown.
    void shutdown('SIGINT');
    await new Promise((r) => setTimeout(r, 100));
    expect(exit).not.toHaveBeenCalled();
    expect(closeDatabase).not.toHaveBeenCalled();

    release();
    const res = await response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).data).toBe('done');
    await done;
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('under load, SIGTERM resets no connection and answers no 5xx: every accepted request finishes, then it exits 0', async () => {
    const t = await createTestApp({
      seed: false,
      beforeReady: (app) =>
        app.get('/api/v1/__test/work', { config: { access: 'public' } }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 15));
          return { success: true, data: 'done', message: 'OK', statusCode: 200 };
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const exit = vi.fn();
    const shutdown = createShutdown({ app: t.app, closeDatabase: () => t.database.close(), exit });

    // Eight clients on kept-alive connections, each sending its next request as soon as it has an answer.
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const statuses = new Map<number, number>();
    const errors = new Map<string, number>();
    let answeredAfterSignal = 0;
    let signalled = false;
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const client = async (i: number) => {
      for (let n = i; ; n++) {
        try {
          const status = await get(n % 2 === 0 ? '/api/v1/__test/work' : '/api/v1/health');
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (signalled) answeredAfterSignal++;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? String(err);
          errors.set(code, (errors.get(code) ?? 0) + 1);
          // Refused: the server no longer accepts connections, as it should once signalled.
          if (code === 'ECONNREFUSED') return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, i) => client(i));
    await new Promise((resolve) => setTimeout(resolve, 300));
    signalled = true;
    await shutdown('SIGTERM');
    await Promise.all(clients);
    agent.destroy();

    expect(exit).toHaveBeenCalledWith(0);
    expect([...errors.keys()]).toEqual(['ECONNREFUSED']);
    expect([...statuses.keys()]).toEqual([200]);
    // Requests already sent on open connections when the signal came were answered.
    expect(answeredAfterSignal).toBeGreaterThan(0);
  });
});
