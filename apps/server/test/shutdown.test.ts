import { request } from 'node:http';
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
});
