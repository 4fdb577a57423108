import type { api } from '@paysight/contract';
import { insertCompany, insertLocation, insertSalaryRecords, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { injectApi } from './api.js';
import { createWorkspace, sendPayroll, type TestWorkspace } from './workspaces.js';

/**
 * Job architecture: a workspace's own level scale mapped to the standard levels, its jobs mapped
 * to families and levels (or sent to review), and payroll read through the scale.
 */
describeWithDb('Job architecture', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let a: TestWorkspace;
  let b: TestWorkspace;
  type Who = { headers: Record<string, string> };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Who, payload?: object) =>
    injectApi(t.app, method, url, who.headers, payload);

  const t = useTestApp({ seed: false, now: clock.now });

  beforeAll(async () => {
    const db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    await insertTitle(db, { name: 'Data Scientist', family: 'Data and AI' });
    const blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    const ids: number[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      ids.push((await insertCompany(db, { name, type: 'product', industry: 'Software' })).id);
    await insertSalaryRecords(
      db,
      [1_000_000, 1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_000_000].map((base, i) => ({
        countryCode: 'in' as const,
        companyId: ids[i % 4]!,
        titleId,
        standardLevel: 2,
        locationId: blr,
        base,
        reportedOn: '2026-11-24',
      })),
    );
    a = await createWorkspace(t, clock.now(), 'Ladderco');
    b = await createWorkspace(t, clock.now(), 'Otherladder');
  }, 120_000);

  const SCALE = [
    { name: 'IC1', standardLevel: 1 },
    { name: 'IC2', standardLevel: 2 },
    { name: 'IC3', standardLevel: 3 },
    { name: 'Senior IC', standardLevel: 4 },
  ];

  it('keeps a workspace its own level scale, mapped to the standard levels; analysts set it, viewers read it, others never see it', async () => {
    const empty = await call('GET', '/benchmarking/levels', a.viewer);
    expect(empty.statusCode).toBe(200);
    expect((empty.json().data as api.WorkspaceLevels).levels).toEqual([]);
    expect((empty.json().data as api.WorkspaceLevels).standard).toHaveLength(8);

    expect((await call('PUT', '/benchmarking/levels', a.viewer, { levels: SCALE })).statusCode).toBe(403);
    const set = await call('PUT', '/benchmarking/levels', a.analyst, { levels: SCALE });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json().data as api.WorkspaceLevels).levels[3]).toEqual({ name: 'Senior IC', standardLevel: 4, standardName: 'Staff' });
    expect((await call('GET', '/benchmarking/levels', a.viewer)).json().data.levels.map((l: { name: string }) => l.name)).toEqual([
      'IC1',
      'IC2',
      'IC3',
      'Senior IC',
    ]);
    expect((await call('GET', '/benchmarking/levels', b.admin)).json().data.levels).toEqual([]);

    const dup = await call('PUT', '/benchmarking/levels', a.analyst, { levels: [...SCALE, { name: 'ic1 ', standardLevel: 5 }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toMatch(/level names must be different/);
    const backwards = await call('PUT', '/benchmarking/levels', a.analyst, {
      levels: [
        { name: 'L5', standardLevel: 3 },
        { name: 'L6', standardLevel: 2 },
      ],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/may not map below the one before it/);
    // A refused scale leaves the old one.
    expect((await call('GET', '/benchmarking/levels', a.viewer)).json().data.levels).toHaveLength(4);
  });

  it('maps jobs to a family and a standard level, the level from the scale first, and sends what it cannot decide to review', async () => {
    const res = await call('POST', '/benchmarking/jobs', a.viewer, {
      jobs: [
        {
          title: 'Backend Engineer',
          level: 'ic3',
          description: 'Build and run backend services and APIs in Go and Java; distributed systems, code reviews, on-call.',
        },
        { title: 'Software Engineer', level: 'Senior' },
        { title: 'Senior Software Engineer' },
        { title: 'Backend Engineer', level: 'L9' },
        { title: 'Pastry chef', description: 'Bake croissants and plated desserts for a hotel restaurant.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [own, standard, described, unknownLevel, offCatalogue] = res.json().data.jobs as api.MappedJob[];
    expect(own).toMatchObject({
      family: { slug: 'software-engineering' },
      standardLevel: 3,
      levelFrom: 'your-scale',
      status: 'matched',
      reason: null,
    });
    expect(own!.words.length).toBeGreaterThan(0);
    expect(standard).toMatchObject({
      family: { slug: 'software-engineering' },
      standardLevel: 3,
      levelFrom: 'standard',
      status: 'matched',
    });
    expect(described).toMatchObject({ family: { slug: 'software-engineering' }, levelFrom: 'description', status: 'matched' });
    expect(unknownLevel).toMatchObject({
      standardLevel: null,
      status: 'needs-review',
      reason: 'Level "L9" is not in your level scale: add it there, or give a standard level (1–8)',
    });
    expect(offCatalogue).toMatchObject({ family: null, status: 'needs-review' });
    expect(offCatalogue!.reason).toBeTruthy();

    expect((await call('POST', '/benchmarking/jobs', a.viewer, { jobs: [] })).json().message).toMatch(/give at least one job/);
  });

  it("reads a payroll's levels through the workspace's scale", async () => {
    const csv = [
      'Employee ID,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Hire Date,Gender',
      'E1,Software Engineer,IC2,software-engineering,Bengaluru,INR,1500000,0,0,2024-03-01,',
      'E2,Software Engineer,L7,software-engineering,Bengaluru,INR,1500000,0,0,2024-03-01,',
    ].join('\r\n');
    const send = (w: Who, text: string) => sendPayroll(t, w, text);
    const refused = await send(a.analyst, csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("Row 3, level: must be a level of your workspace's scale, a standard level from 1 to 8");
    const ok = await send(a.analyst, csv.split('\r\n').slice(0, 2).join('\r\n'));
    expect(ok.statusCode, ok.body).toBe(200);
    const employee = (ok.json().data as api.PayrollResult).payroll!.employees[0]!;
    expect(employee).toMatchObject({ level: 2, compaRatio: 1 });
    // Another workspace without the scale does not know IC2.
    expect((await send(b.analyst, csv.split('\r\n').slice(0, 2).join('\r\n'))).statusCode).toBe(400);
  });
});
