import { beforeAll, expect, it } from 'vitest';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { type SignedInUser as Member, signedInMembers } from './users.js';

/** Facts entered once: the career history fills the profile, and the profile carries the member's name. */
describeWithDb('the profile from the career history', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  let asha: Member;
  let ravi: Member;
  const t = useTestApp({ now: clock.now });

  beforeAll(async () => {
    [asha, ravi] = await signedInMembers(t, clock.now(), ['asha', 'ravi']);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: unknown) =>
    callApi(t.app, method, url, who.headers, payload);

  it('saving a history sets company and title from the position held now, experience from the first start, school from the latest education', async () => {
    const before = (await call('GET', '/profile', asha)).body.data;
    expect(before).toMatchObject({ company: null, title: null, school: null, experience: null, completeness: 0 });

    const saved = await call('PUT', '/profile/career', asha, {
      countryCode: 'in',
      positions: [
        { company: 'Infosys', title: 'Software Engineer', start: '2018-07', end: '2021-03' },
        { company: 'Flipkart', title: 'Data Scientist', start: '2021-04', end: null },
      ],
      education: [
        { school: 'IIT Madras', degree: 'M.Tech', startYear: 2016, endYear: 2018 },
        { school: 'IIT Bombay', degree: 'B.Tech', startYear: 2012, endYear: 2016 },
      ],
    });
    expect(saved.status).toBe(200);

    const profile = (await call('GET', '/profile', asha)).body.data;
    expect(profile.company).toMatchObject({ name: 'Flipkart' });
    expect(profile.title).toMatchObject({ name: 'Data Scientist' });
    expect(profile.school).toMatchObject({ name: 'IIT Madras' });
    // July 2018 to November 2026: 8 whole years.
    expect(profile.experience).toBe(8);
    // Company, school and experience: 20 points each (SPEC §5).
    expect(profile.completeness).toBe(60);
  });

  it('a history with nothing held now keeps the profile’s company and title', async () => {
    const set = await call('POST', '/profile', ravi, { company: 'Google', title: 'Product Manager' });
    expect(set.status).toBe(200);
    expect(set.body.data.title).toMatchObject({ name: 'Product Manager' });
    await call('PUT', '/profile/career', ravi, {
      countryCode: 'in',
      positions: [{ company: 'Infosys', title: 'Software Engineer', start: '2020-01', end: '2022-12' }],
      education: [],
    });
    const profile = (await call('GET', '/profile', ravi)).body.data;
    expect(profile).toMatchObject({ company: { name: 'Google' }, title: { name: 'Product Manager' }, school: null, experience: 2 });
  });

  it('the member names themselves on the profile; a name too long or an unknown title is refused', async () => {
    const named = await call('POST', '/profile', ravi, { name: '  Ravi Kumar ' });
    expect(named.status).toBe(200);
    expect(named.body.data.name).toBe('Ravi Kumar');
    expect((await call('GET', '/profile', ravi)).body.data.name).toBe('Ravi Kumar');
    expectStatusMessage(await call('POST', '/profile', ravi, { name: 'R'.repeat(101) }), 400, /name must be at most 100 characters/);
    expectStatusMessage(await call('POST', '/profile', ravi, { title: 'Chief Unicorn Wrangler' }), 400, /title: no job title/);
  });
});
