import os from 'node:os';
import path from 'node:path';
import type { Database } from '@paysight/db';
import { insertCompany, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { createTestDatabase } from '@paysight/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createCapturingMail, createMemoryStorage, describeWithRedis } from './helpers.js';
import { signedInUser } from './users.js';

/**
 * Two servers behind one balancer, one database, one Redis: a member's contribution on one is
 * counted by the other's salary page within a second, because the "records changed" event
 * crosses over Redis and invalidates that server's caches.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describeWithRedis(
  'records changed, across two servers (Redis)',
  () => {
    let database: Database;
    let one: FastifyInstance;
    let two: FastifyInstance;

    const build = () =>
      buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          PUBLIC_URL: 'http://paysight.test',
          DATA_DIR: path.join(os.tmpdir(), 'paysight-test'),
          COOKIE_SECRET: 'test-cookie-secret-0123456789abcdefghij',
          REDIS_URL: redisUrl!,
          SEARCH_LIMIT_ANON: '0',
          SEARCH_LIMIT_MEMBER: '0',
        }),
        database,
        storage: createMemoryStorage(),
        mail: createCapturingMail(),
        web: false,
      });

    beforeAll(async () => {
      database = await createTestDatabase();
      const company = await insertCompany(database.db, { name: 'Redis Two Co', slug: 'redis-two-co' });
      const title = await insertTitle(database.db, { name: 'Platform Engineer' });
      await insertSalaryRecords(
        database.db,
        Array.from({ length: 12 }, (_, i) => ({
          countryCode: 'in' as const,
          companyId: company.id,
          titleId: title.id,
          base: 2_400_000 + i * 20_000,
        })),
      );
      one = await build();
      two = await build();
      await Promise.all([one.ready(), two.ready()]);
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await database?.close();
    });

    const count = async (app: FastifyInstance) =>
      (await app.inject('/api/v1/in/salary/redis-two-co--platform-engineer')).json().data.count as number;

    it('shows a contribution made on one server on the other within a second', async () => {
      expect(await count(one)).toBe(12);
      expect(await count(two)).toBe(12); // now cached on the second server for a minute

      const member = await signedInUser({ database } as never, new Date(), { email: 'two.servers@infosys.com' });
      const saved = await one.inject({
        method: 'POST',
        url: '/api/v1/profile/salary',
        headers: member.headers,
        payload: { src: 'profile', currency: 'INR', company: 'redis-two-co', title: 'platform-engineer', experience: 4, base: 2_500_000 },
      });
      expect(saved.statusCode).toBe(200);
      expect(await count(one)).toBe(13);

      const deadline = Date.now() + 1_000;
      let seen = await count(two);
      while (seen !== 13 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await count(two);
      }
      expect(seen).toBe(13);
    });
  },
  { withDb: true },
);
