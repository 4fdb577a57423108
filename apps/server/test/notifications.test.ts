import { ERROR_MESSAGES, SOCKET_EVENTS, SOCKET_PATH, type api, type SocketAck } from '@paysight/contract';
import { memberSalaries, salaryRecords, type Db } from '@paysight/db';
import { buildSalaryRecord, insertCompany, insertTitle } from '@paysight/db/factories';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../src/modules/auth/auth.queries.js';
import { revokeSessionsOfUser } from '../src/modules/auth/users.service.js';
import { createSession } from '../src/modules/auth/session.service.js';
import { notify, pushNotification, type NewNotification } from '../src/modules/notifications/notifications.service.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { callApi, expectStatusMessage } from './api.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

type Headers = Record<string, string>;

const note = (text: string, extra: Partial<NewNotification> = {}): NewNotification => ({ category: 'system', text, ...extra });

describeWithDb('notifications', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asa: Member;
  let bo: Member;
  let admin: Member;

  const t = useTestApp({ now: clock.now, seed: false });

  beforeAll(async () => {
    asa = await signedInUser(t, clock.now(), { email: 'asa@infosys.com' });
    bo = await signedInUser(t, clock.now(), { email: 'bo@infosys.com' });
    admin = await signedInUser(t, clock.now(), { email: 'ops@paysight.test', role: 'admin' });
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    callApi(t.app, method, url, headers, payload);
  const bell = async (member: Member, query = '') =>
    (await call('GET', `/notifications${query}`, member.headers)).body.data as api.NotificationPage;

  describe('the API', () => {
    it('asks a guest to sign in', async () => {
      for (const [method, url] of [
        ['GET', '/notifications'],
        ['POST', '/notifications/1/read'],
        ['POST', '/notifications/read-all'],
      ] as const) {
        const res = await call(method, url);
        expect(res.status, url).toBe(401);
        expect(res.body.message).toBe(ERROR_MESSAGES.notLoggedIn);
      }
    });

    it('starts empty', async () => {
      expect(await bell(asa)).toEqual({ page: 1, pageSize: 10, total: 0, unread: 0, items: [] });
    });

    it('lists the member’s own, newest first, ten a page, with the unread count and total', async () => {
      for (let i = 1; i <= 12; i++) {
        clock.advance(1);
        await notify(
          t.app.context.notifications,
          asa.user.id,
          note(`Asa's notice ${i}`, i === 3 ? { link: '/pricing', actionText: 'See plans' } : {}),
        );
      }
      await notify(t.app.context.notifications, bo.user.id, note('Only for Bo'));

      const first = await bell(asa);
      expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, unread: 12 });
      expect(first.items.map((n) => n.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Asa's notice ${12 - i}`));
      expect(first.items[0]).toEqual({
        id: expect.any(Number),
        category: 'system',
        text: "Asa's notice 12",
        link: null,
        actionText: null,
        read: false,
        dateCreated: '2026-11-22T10:12:00.000Z',
      });
      const second = await bell(asa, '?page=2');
      expect(second.items.map((n) => n.text)).toEqual(["Asa's notice 2", "Asa's notice 1"]);
      expect((await bell(asa, '?page=3')).items).toEqual([]);
      expect((await bell(asa, '?page=1&pageSize=3')).items.map((n) => n.text)).toEqual([
        "Asa's notice 12",
        "Asa's notice 11",
        "Asa's notice 10",
      ]);
      expect(first.items.find((n) => n.text === "Asa's notice 3")).toMatchObject({ link: '/pricing', actionText: 'See plans' });

      expect((await bell(bo)).items.map((n) => n.text)).toEqual(['Only for Bo']);
    });

    it('refuses a bad page with a message naming it', async () => {
      for (const [query, message] of [
        ['?page=0', 'page must be at least 1'],
        ['?page=abc', 'page must be a number'],
        ['?pageSize=500', 'pageSize must be at most 50'],
      ]) {
        const res = await call('GET', `/notifications${query}`, asa.headers);
        expect(res.status, query).toBe(400);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toContain(message);
      }
    });

    it('marks one read (its dot goes, the count drops), again harmlessly; another member’s is 404', async () => {
      const [newest] = (await bell(asa)).items;
      const read = await call('POST', `/notifications/${newest!.id}/read`, asa.headers);
      expect(read).toMatchObject({ status: 200, body: { data: { notification: { id: newest!.id, read: true }, unread: 11 } } });
      const again = await call('POST', `/notifications/${newest!.id}/read`, asa.headers);
      expect(again.body.data.unread).toBe(11);
      expect((await bell(asa)).items[0]).toMatchObject({ id: newest!.id, read: true });

      // Bo may not mark Asa's, nor learn it exists: the same 404 as for no notification at all.
      const [bosOwn] = (await bell(bo)).items;
      const theirs = await call('POST', `/notifications/${(await bell(asa)).items[1]!.id}/read`, bo.headers);
      expect(theirs).toMatchObject({ status: 404, body: { success: false, message: 'No such notification' } });
      expect((await call('POST', '/notifications/99999999/read', bo.headers)).status).toBe(404);
      expect((await bell(asa)).unread).toBe(11);
      expect((await bell(bo)).items[0]).toMatchObject({ id: bosOwn!.id, read: false });

      const bad = await call('POST', '/notifications/abc/read', asa.headers);
      expectStatusMessage(bad, 400, { contains: 'id must be a notification id' });
    });

    it('marks all read, the member’s own only', async () => {
      const res = await call('POST', '/notifications/read-all', asa.headers, {});
      expect(res).toMatchObject({ status: 200, body: { data: { marked: 11, unread: 0 } } });
      expect((await bell(asa)).items.every((n) => n.read)).toBe(true);
      expect((await bell(bo)).unread).toBe(1);
      expect((await call('POST', '/notifications/read-all', asa.headers)).body.data.marked).toBe(0);
    });
  });

  describe('raising one', () => {
    it('notifies once per occurrence: the same dedupe key for the same member is stored and pushed once', async () => {
      const first = await notify(
        t.app.context.notifications,
        bo.user.id,
        note('Payment received', { category: 'payment', dedupeKey: 'payment:77' }),
      );
      const second = await notify(
        t.app.context.notifications,
        bo.user.id,
        note('Payment received', { category: 'payment', dedupeKey: 'payment:77' }),
      );
      expect(first).toMatchObject({ category: 'payment', text: 'Payment received', read: false });
      expect(second).toBeNull();
      // At once, too: the unique index decides, not a read before the write.
      const together = await Promise.all(
        [1, 2, 3].map(() => notify(t.app.context.notifications, bo.user.id, note('Twice at once', { dedupeKey: 'system:race' }))),
      );
      expect(together.filter(Boolean)).toHaveLength(1);
      // Another member's occurrence with the same key is theirs.
      expect(await notify(t.app.context.notifications, asa.user.id, note('Payment received', { dedupeKey: 'payment:77' }))).not.toBeNull();
      const texts = (await bell(bo)).items.map((n) => n.text);
      expect(texts.filter((x) => x === 'Payment received')).toHaveLength(1);
      expect(texts.filter((x) => x === 'Twice at once')).toHaveLength(1);
    });

    it('writes inside a transaction: a rolled-back one is never stored; a committed one is pushed by the caller', async () => {
      const db = t.database.db;
      const before = (await bell(bo)).total;
      await expect(
        db.transaction(async (tx) => {
          await notify(t.app.context.notifications, bo.user.id, note('Rolled back'), tx as unknown as Db);
          throw new Error('payment refused');
        }),
      ).rejects.toThrow('payment refused');
      expect((await bell(bo)).total).toBe(before);

      const raised = await db.transaction((tx) => notify(t.app.context.notifications, bo.user.id, note('Committed'), tx as unknown as Db));
      expect(raised).toMatchObject({ text: 'Committed' });
      pushNotification(t.app.context.notifications, bo.user.id, raised!);
      expect((await bell(bo)).items[0]).toMatchObject({ text: 'Committed' });
    });

    it('never links outside the product', async () => {
      await expect(notify(t.app.context.notifications, bo.user.id, note('Phish', { link: 'https://evil.example/' }))).rejects.toThrow(
        /links inside the product only/,
      );
      await expect(notify(t.app.context.notifications, bo.user.id, note('Phish', { link: '//evil.example/' }))).rejects.toThrow();
    });

    it('tells the member when a held salary of theirs is published after review', async () => {
      const db = t.database.db;
      const company = await insertCompany(db, { name: 'Held Co', slug: 'held-co' });
      const title = await insertTitle(db, { name: 'Data Engineer' });
      const [record] = await db
        .insert(salaryRecords)
        .values(
          buildSalaryRecord({
            countryCode: 'in',
            companyId: company.id,
            titleId: title.id,
            base: 90_000_000,
            status: 'held',
            heldReason: 'far above',
          }),
        )
        .returning();
      await db.insert(memberSalaries).values({
        userId: asa.user.id,
        recordId: record!.id,
        src: 'profile',
        countryCode: 'in',
        currency: 'INR',
        companyId: company.id,
        titleId: title.id,
        base: 90_000_000,
      });
      const published = await call('POST', `/admin/held-records/${record!.id}`, admin.headers, { decision: 'publish' });
      expect(published.status).toBe(200);
      expect((await bell(asa)).items[0]).toMatchObject({
        category: 'salary',
        text: 'Your salary for Data Engineer at Held Co was reviewed and published: it now counts in the figures.',
        link: '/verified',
        read: false,
      });
    });
  });

  describe('operators’ system messages', () => {
    it('are for admins only', async () => {
      const res = await call('POST', '/admin/notifications', asa.headers, { emails: ['bo@infosys.com'], text: 'Hello' });
      expect(res.status).toBe(403);
    });

    it('reach each member named once, list unknown addresses, and refuse links off the site', async () => {
      const body = {
        emails: ['Bo@Infosys.com', 'asa@infosys.com', 'nobody@infosys.com'],
        text: 'Maintenance tonight',
        dedupeKey: 'maint-1',
      };
      const sent = await call('POST', '/admin/notifications', admin.headers, body);
      expect(sent).toMatchObject({ status: 200, body: { data: { sent: 2, duplicates: 0, unknown: ['nobody@infosys.com'] } } });
      expect((await bell(bo)).items[0]).toMatchObject({ category: 'system', text: 'Maintenance tonight' });
      const again = await call('POST', '/admin/notifications', admin.headers, body);
      expect(again.body.data).toEqual({ sent: 0, duplicates: 2, unknown: ['nobody@infosys.com'] });

      for (const [payload, message] of [
        [{ ...body, link: 'https://evil.example' }, 'link must be a path on this site'],
        [{ ...body, emails: [] }, 'name at least one member'],
        [{ ...body, text: '  ' }, 'text is required'],
        [{ ...body, actionText: 'Open' }, 'actionText needs a link'],
      ] as const) {
        const res = await call('POST', '/admin/notifications', admin.headers, payload);
        expect(res.status, message).toBe(400);
        expect(res.body.message).toContain(message);
      }
    });
  });

  it('an operator’s message reaches every member of a long list (stored and pushed a hundred at a time)', async () => {
    const emails = Array.from({ length: 230 }, (_, i) => `many.${i}@infosys.com`);
    for (const email of emails) await insertUser(t.database.db, { email, emailVerifiedAt: clock.now() });
    const res = await call('POST', '/admin/notifications', admin.headers, { emails, text: 'To many', dedupeKey: 'many-1' });
    expect(res.body.data).toEqual({ sent: 230, duplicates: 0, unknown: [] });
    const again = await call('POST', '/admin/notifications', admin.headers, { emails, text: 'To many', dedupeKey: 'many-1' });
    expect(again.body.data).toEqual({ sent: 0, duplicates: 230, unknown: [] });
  });

  describe('the socket', () => {
    let base: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      base = `http://127.0.0.1:${address.port}`;
    });
    afterAll(() => {
      for (const s of sockets) s.disconnect();
    });

    type Options = { token?: string; cookie?: string; origin?: string };
    /** Connects, resolving once connected; rejects with the server's reason when refused. */
    const connect = (options: Options) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(base, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          ...(options.token ? { auth: { token: options.token } } : {}),
          extraHeaders: {
            ...(options.cookie ? { cookie: options.cookie } : {}),
            ...(options.origin ? { origin: options.origin } : {}),
          },
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', (err) => reject(err));
      });
    const pushes = (socket: Socket) => {
      const got: api.Notification[] = [];
      socket.on(SOCKET_EVENTS.push, (n: api.Notification) => got.push(n));
      return got;
    };
    const ask = <T>(socket: Socket, event: string, payload: unknown) =>
      socket.timeout(5_000).emitWithAck(event, payload) as Promise<SocketAck<T>>;
    const until = async (check: () => boolean, ms = 3_000) => {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 10));
      }
    };

    it('refuses a connection without a session, with a bad one, or from another site', async () => {
      await expect(connect({})).rejects.toThrow(ERROR_MESSAGES.notLoggedIn);
      await expect(connect({ token: 'not-a-session-token-at-all-0000000000' })).rejects.toThrow(ERROR_MESSAGES.sessionInvalidated);
      await expect(connect({ cookie: 'tyler=forged-token-000000000000000000000' })).rejects.toThrow(ERROR_MESSAGES.sessionInvalidated);
      await expect(connect({ token: asa.token, origin: 'https://evil.example' })).rejects.toThrow();
      // The site's public origin is its own page, even when a proxy rewrote the Host header.
      (await connect({ token: asa.token, origin: 'http://paysight.test' })).disconnect();
    });

    it('pushes a new notification to every socket of its member (cookie or token), and never to another member', async () => {
      const asaByCookie = await connect({ cookie: `tyler=${asa.token}`, origin: base });
      const asaByToken = await connect({ token: asa.token });
      const boSocket = await connect({ token: bo.token });
      const [a1, a2, b] = [pushes(asaByCookie), pushes(asaByToken), pushes(boSocket)];

      const raised = await notify(
        t.app.context.notifications,
        asa.user.id,
        note('Your receipt is ready', { category: 'payment', link: '/account' }),
      );
      await until(() => a1.length === 1 && a2.length === 1);
      expect(a1[0]).toEqual(raised);
      expect(a2[0]).toEqual(raised);
      // A duplicate is not pushed again.
      await notify(t.app.context.notifications, asa.user.id, note('Dup', { dedupeKey: 'socket:dup' }));
      await notify(t.app.context.notifications, asa.user.id, note('Dup', { dedupeKey: 'socket:dup' }));
      await until(() => a1.length === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(a1.map((n) => n.text)).toEqual(['Your receipt is ready', 'Dup']);
      expect(b).toEqual([]);
    });

    it('pages the member’s own list, and marks only their own read', async () => {
      const asaSocket = await connect({ token: asa.token });
      const boSocket = await connect({ token: bo.token });
      const page1 = await ask<api.NotificationPage>(asaSocket, SOCKET_EVENTS.list, { page: 1 });
      expect(page1).toMatchObject({ success: true, statusCode: 200 });
      const api1 = await bell(asa);
      expect(page1.data).toEqual(api1);
      const page2 = await ask<api.NotificationPage>(asaSocket, SOCKET_EVENTS.list, { page: 2 });
      expect(page2.data!.items.map((n) => n.id)).toEqual((await bell(asa, '?page=2')).items.map((n) => n.id));
      expect((await ask<api.NotificationPage>(asaSocket, SOCKET_EVENTS.list, {})).data!.page).toBe(1);

      const unread = api1.items.find((n) => !n.read)!;
      const stolen = await ask(boSocket, SOCKET_EVENTS.update, { id: unread.id, read: true });
      expect(stolen).toEqual({ success: false, data: null, message: 'No such notification', statusCode: 404 });
      expect((await bell(asa)).items.find((n) => n.id === unread.id)!.read).toBe(false);

      const marked = await ask<{ notification: api.Notification; unread: number }>(asaSocket, SOCKET_EVENTS.update, {
        id: unread.id,
        read: true,
      });
      expect(marked).toMatchObject({ success: true, data: { notification: { id: unread.id, read: true }, unread: api1.unread - 1 } });
    });

    it('answers a bad payload with a 400 naming the field, and carries on', async () => {
      const socket = await connect({ token: asa.token });
      expect(await ask(socket, SOCKET_EVENTS.list, { page: 'abc' })).toMatchObject({
        success: false,
        data: null,
        statusCode: 400,
        message: 'page: page must be a number',
      });
      expect(await ask(socket, SOCKET_EVENTS.list, { page: 1, extra: true })).toMatchObject({ success: false, statusCode: 400 });
      expect(await ask(socket, SOCKET_EVENTS.update, { id: 1, read: false })).toMatchObject({
        success: false,
        statusCode: 400,
        message: 'read: read must be true: a notification can only be marked read',
      });
      expect(await ask(socket, SOCKET_EVENTS.update, 'nonsense')).toMatchObject({ success: false, statusCode: 400 });
      expect(await ask(socket, SOCKET_EVENTS.update, null)).toMatchObject({ success: false, statusCode: 400 });
      // No ack at all, or an event nobody handles: nothing breaks.
      socket.emit(SOCKET_EVENTS.update, { id: 'x' });
      socket.emit('no-such-event', 1);
      expect(await ask(socket, SOCKET_EVENTS.list, { page: 1 })).toMatchObject({ success: true });
      expect((await call('GET', '/health')).status).toBe(200);
    });

    it('stops answering a socket whose session was signed out', async () => {
      const carl = await signedInUser(t, clock.now(), { email: 'carl@infosys.com' });
      const socket = await connect({ token: carl.token });
      expect(await ask(socket, SOCKET_EVENTS.list, {})).toMatchObject({ success: true });
      await revokeSessionsOfUser(t.database.db, carl.user.id, 'logout', clock.now());
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect(await ask(socket, SOCKET_EVENTS.list, {})).toMatchObject({ success: false, statusCode: 401 });
      expect(await disconnected).toBe('io server disconnect');
      await expect(connect({ token: carl.token })).rejects.toThrow(ERROR_MESSAGES.sessionInvalidated);
    });

    it('closes, within the minute’s sweep, a socket whose session was signed out elsewhere, before it asks anything', async () => {
      const dee = await signedInUser(t, clock.now(), { email: 'dee@infosys.com' });
      const kept = await createSession(t.database.db, dee.user.id, { ttlDays: 30, now: clock.now() });
      const ending = await connect({ token: dee.token });
      const staying = await connect({ token: kept.token });
      const [gotEnding, gotStaying] = [pushes(ending), pushes(staying)];
      // "Sign out everywhere else" from the second device.
      const revoked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/sessions/revoke-others',
        headers: { authorization: `Bearer ${kept.token}` },
        payload: {},
      });
      expect(revoked.json()).toMatchObject({ success: true, data: { revoked: 1 } });
      const disconnected = new Promise<string>((resolve) => ending.once('disconnect', resolve));
      expect(await t.app.tasks.run('realtime.session-sweep')).toBe(1);
      expect(await disconnected).toBe('io server disconnect');
      await notify(t.app.context.notifications, dee.user.id, note('After the sign-out'));
      await until(() => gotStaying.length === 1);
      expect(gotEnding).toEqual([]);
      expect(staying.connected).toBe(true);
    });
  });
});
