// The socket fan-out's clients (bench/run.mjs, section 7), in a process of their own so the server
// process holds only its side of the sockets. Forked with an IPC channel:
//   → { type: 'connected', count, ms }          once every member's socket is connected
//   ← { type: 'fire', round }                   the admin raises one notification for every member
//   → { type: 'round', round, latencies, … }    delivery latency of each (receipt − the server's dateCreated)
//   ← { type: 'close' }
// Environment: BENCH_BASE (the server), BENCH_SOCKET_FILE (socket-seed.ts's tokens).
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';

const base = process.env.BENCH_BASE;
const { admin, members } = JSON.parse(readFileSync(process.env.BENCH_SOCKET_FILE, 'utf8'));
const CONNECT_BATCH = 50;
const ROUND_TIMEOUT_MS = 30_000;

const send = (message) => process.send?.(message);
let onPush = () => {};

function connect(member) {
  return new Promise((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token: member.token } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(new Error(`${member.email}: ${err.message}`)));
    socket.on('push-notification', (n) => onPush(n, Date.now()));
  });
}

const sockets = [];
const t0 = performance.now();
for (let i = 0; i < members.length; i += CONNECT_BATCH) {
  sockets.push(...(await Promise.all(members.slice(i, i + CONNECT_BATCH).map(connect))));
}
send({ type: 'connected', count: sockets.length, ms: performance.now() - t0 });

async function round(n) {
  const text = `Fan-out round ${n}`;
  const latencies = [];
  let lastAt = 0;
  const done = new Promise((resolve) => {
    const timer = setTimeout(resolve, ROUND_TIMEOUT_MS);
    onPush = (notification, at) => {
      if (notification.text !== text) return;
      latencies.push(at - Date.parse(notification.dateCreated));
      lastAt = at;
      if (latencies.length === sockets.length) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  const requestedAt = Date.now();
  const res = await fetch(`${base}/api/v1/admin/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ emails: members.map((m) => m.email), text, dedupeKey: `bench-fanout-${n}` }),
  });
  const answeredAt = Date.now();
  const body = await res.json();
  await done;
  send({
    type: 'round',
    round: n,
    status: res.status,
    sent: body?.data?.sent ?? 0,
    received: latencies.length,
    latencies,
    requestMs: answeredAt - requestedAt,
    allDeliveredMs: lastAt ? lastAt - requestedAt : NaN,
  });
}

process.on('message', async (message) => {
  if (message.type === 'fire') await round(message.round);
  if (message.type === 'close') {
    for (const s of sockets) s.disconnect();
    process.exit(0);
  }
});
