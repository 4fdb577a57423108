import { writeFileSync } from 'node:fs';
import { makeAdmin } from '../apps/server/src/modules/admin/admin.service.js';
import { insertUser } from '../apps/server/src/modules/auth/auth.queries.js';
import { createSession } from '../apps/server/src/modules/auth/session.service.js';
import { openSeedDatabase } from './seed-support.js';

/**
 * The socket fan-out's members (bench/run.mjs, section 7): BENCH_SOCKET_CLIENTS members, each with a
 * live session, and an admin who raises the notifications (POST /admin/notifications), put in the
 * bench's database while its server is stopped (PGlite serves one process), through the server's
 * own code so tokens are hashed as it checks them. Writes the plain tokens to BENCH_SOCKET_FILE.
 *
 *   DATA_DIR=… [DATABASE_URL=…] BENCH_SOCKET_CLIENTS=1000 BENCH_SOCKET_FILE=… node --import tsx bench/socket-seed.ts
 */

const count = Number(process.env.BENCH_SOCKET_CLIENTS ?? 1000);

const now = new Date();
const { database, out } = await openSeedDatabase('BENCH_SOCKET_FILE');
try {
  const { db } = database;
  const session = async (email: string) => {
    const user = await insertUser(db, { email, name: email.split('@')[0]!, emailVerifiedAt: now });
    return { email, token: (await createSession(db, user.id, { ttlDays: 1, now })).token };
  };
  const admin = await session('fanout.admin@bench.paysight.test');
  await makeAdmin({ db, now: () => now }, admin.email);
  const members = [];
  for (let i = 0; i < count; i++) members.push(await session(`fanout.${i}@bench.paysight.test`));
  writeFileSync(out, JSON.stringify({ admin, members }));
} finally {
  await database.close();
}
