import { SOCKET_EVENTS, SOCKET_PATH, type api } from '@paysight/contract';
import type { Database } from '@paysight/db';
import { createTestDatabase } from '@paysight/db/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notifications.service.js';
import { createTestApp, describeWithDb, describeWithRedis, type TestApp } from './helpers.js';
import { signedInUser } from './users.js';

/**
 * Two servers behind one balancer, one database, one Redis: a notification raised on one reaches
 * the member's socket held by the other, through the socket.io Redis adapter.
 */
describeWithRedis(
  'notifications across two servers (Redis)',
  () => {
    let database: Database;
    let one: TestApp;
    let two: TestApp;
    let socket: Socket | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      one = await createTestApp({ database, env });
      two = await createTestApp({ database, env });
      await two.app.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      socket?.disconnect();
      await one?.close();
      await two?.close();
      await database?.close();
    });

    it('delivers a notification raised on server A to the member’s socket on server B, and only theirs', async () => {
      const member = await signedInUser(one, new Date(), { email: 'two.servers@infosys.com' });
      const other = await signedInUser(one, new Date(), { email: 'someone.else@infosys.com' });
      const address = two.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const connect = (token: string) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(`http://127.0.0.1:${address.port}`, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            reconnection: false,
            auth: { token },
          });
          s.once('connect', () => resolve(s));
          s.once('connect_error', reject);
        });
      socket = await connect(member.token);
      const bystander = await connect(other.token);
      const strayed: api.Notification[] = [];
      bystander.on(SOCKET_EVENTS.push, (n: api.Notification) => strayed.push(n));
      const arrived = new Promise<api.Notification>((resolve) => socket!.once(SOCKET_EVENTS.push, resolve));

      const raised = await notify(one.app.context.notifications, member.user.id, {
        category: 'payment',
        text: 'Payment received on server A',
      });
      const got = await Promise.race([
        arrived,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('nothing arrived on server B within 3 s')), 3_000)),
      ]);
      expect(got).toEqual(raised);
      await new Promise((r) => setTimeout(r, 200));
      expect(strayed).toEqual([]);
      bystander.disconnect();
    });
  },
  { withDb: true },
);

describeWithDb('notifications with Redis down', () => {
  it('still starts, and delivers to the sockets it holds itself', async () => {
    // Nothing listens on port 1: every Redis connection is refused, again and again.
    const t = await createTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const member = await signedInUser(t, new Date(), { email: 'redis.down@infosys.com' });
      const socket = await new Promise<Socket>((resolve, reject) => {
        const s = io(`http://127.0.0.1:${address.port}`, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          reconnection: false,
          auth: { token: member.token },
        });
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
      const arrived = new Promise<api.Notification>((resolve) => socket.once(SOCKET_EVENTS.push, resolve));
      const raised = await notify(t.app.context.notifications, member.user.id, { category: 'system', text: 'Still here' });
      expect(await arrived).toEqual(raised);
      // The publish to the other servers fails after its retries; the process must not die of it.
      await new Promise((r) => setTimeout(r, 500));
      socket.disconnect();
    } finally {
      await t.close();
    }
  });
});
