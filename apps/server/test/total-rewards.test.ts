import type { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { insertLocation, insertTitle } from '@paysight/db/factories';
import { beforeAll, expect, it } from 'vitest';
import { pdfText } from '../src/lib/document-text.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { insertPeerMarket } from './peer-market.js';
import { createWorkspace, sendPayroll, type TestWorkspace } from './workspaces.js';

/**
 * Total rewards statements over the API: a workspace member reads an employee's statement (JSON and
 * PDF) from the workspace's payroll with its plan values and market position, analysts save the plan,
 * the bulk PDF holds the employees asked for, and another workspace's employee ids are 404.
 */
describeWithDb('Total rewards statements', () => {
  const clock = createClock(new Date('2026-11-24T09:00:00Z'));
  let db: Db;
  let a: TestWorkspace;
  let b: TestWorkspace;
  const t = useTestApp({ seed: false, now: clock.now });

  type Headers = { headers: Record<string, string> };
  const get = async <T>(w: Headers, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: w.headers });
    const pdf = res.headers['content-type']?.toString().startsWith('application/pdf');
    return {
      status: res.statusCode,
      res,
      body: (pdf ? null : res.json()) as { data: T; message: string },
    };
  };
  const putPlan = async (w: Headers, plan: api.StatementPlanInput) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/total-rewards/plan', headers: w.headers, payload: plan });
    return { status: res.statusCode, body: res.json() as { data: api.RewardsPlanView; message: string } };
  };
  const upload = async (w: Headers, csv: string) => {
    const res = await sendPayroll(t, w, csv);
    expect(res.statusCode, res.body).toBe(200);
  };

  const HEADER =
    'Employee ID,Name,Title,Level,Family,Location,Currency,Base,Bonus Target,Equity,Equity Type,Equity Units,Vesting,Hire Date';

  beforeAll(async () => {
    db = t.database.db;
    const titleId = (await insertTitle(db, { name: 'Software Engineer', family: 'Software Engineering' })).id;
    const blr = (await insertLocation(db, { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in', metro: 'Bengaluru' })).id;
    // Mid (2), Bengaluru: p25 1,250,000, p50 1,500,000, p75 1,750,000 from 6 records.
    await insertPeerMarket(db, { titleId, locationId: blr, reportedOn: '2026-11-24' });
    a = await createWorkspace(t, clock.now(), 'Rewardco');
    b = await createWorkspace(t, clock.now(), 'Elsewhere');
    await upload(
      a.analyst,
      [
        HEADER,
        'E1,Asha Rao,Software Engineer II,Mid,software-engineering,Bengaluru,INR,2000000,200000,100000,,,,2019-06-15',
        'E2,Vikram Shah,Software Engineer II,Mid,software-engineering,Bengaluru,INR,1500000,0,50000,rsu,1000,25/25/25/25,2024-03-01',
        'E3,Meera Iyer,Senior Engineer,Senior,software-engineering,Bengaluru,INR,3000000,300000,0,,,,2023-01-10',
      ].join('\r\n'),
    );
  }, 120_000);

  it('before a plan is saved, the defaults apply: India’s statutory PF ceiling, basic at 40 %', async () => {
    const res = await get<api.RewardsPlanView>(a.viewer, '/total-rewards/plan');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ saved: false, version: 0, plan: { india: { basicShare: 0.4, pfBasis: 'statutory-ceiling' } } });
  });

  it('a viewer reads an employee’s statement: it adds up, with PF, gratuity, the CTC beside in-hand pay and the market position', async () => {
    const res = await get<api.RewardsStatement>(a.viewer, '/total-rewards/statements/E1');
    expect(res.status, res.body.message).toBe(200);
    const s = res.body.data;
    expect(s.employee).toMatchObject({ employeeId: 'E1', name: 'Asha Rao', levelName: 'Mid', currency: 'INR' });
    // The clock is in November 2026: India's FY 2026-27.
    expect(s.period).toEqual({ label: 'FY 2026-27', start: '2026-04-01', end: '2027-03-31' });
    const line = (label: string) => s.lines.find((l) => l.label === label)?.amount;
    // Basic ₹8,00,000: PF at the ₹15,000 ceiling ₹21,600; gratuity 15/26 × 66,666.67 = ₹38,462.
    expect(line('Employer provident fund (PF)')).toBe(21_600);
    expect(line('Gratuity accrual')).toBe(38_462);
    expect(line('Base salary')).toBe(2_000_000 - 21_600 - 38_462);
    expect(line('Equity (yearly value)')).toBe(100_000);
    expect(s.total).toBe(2_000_000 + 200_000 + 100_000);
    expect(s.total).toBe(s.lines.reduce((t, l) => t + l.amount, 0));
    expect(s.india).toMatchObject({ fixedCtc: 2_000_000, ctc: 2_200_000 });
    expect(s.gratuity).toEqual({ accruedToDate: 307_692, yearsCounted: 8, eligible: true });
    // ₹20,00,000 against the cell's median ₹15,00,000.
    expect(s.market).toEqual({ compaRatio: 1.33, position: 'above p75', p50Base: 1_500_000, p50Total: 1_500_000, records: 6 });
    // A hidden market cell (Senior: 4 records) gives no market position.
    expect((await get<api.RewardsStatement>(a.viewer, '/total-rewards/statements/E3')).body.data.market).toBeNull();
  });

  it('analysts save the plan values (viewers may not) and statements follow them: insurance, perquisites, units at a share price', async () => {
    const plan: api.StatementPlanInput = {
      india: { pfBasis: 'full-basic' },
      insurancePremium: 18_500,
      perquisites: [{ label: 'Meals', yearly: 26_400 }],
      sharePrice: 100,
    };
    const refused = await putPlan(a.viewer, plan);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only workspace analysts and admins can do this');
    const bad = await putPlan(a.analyst, { india: { basicShare: 3 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('basicShare is from 0.1 to 1');
    const unknownCompany = await putPlan(a.analyst, { stockCompany: 'no-such-company' });
    expect(unknownCompany.status).toBe(400);
    expect(unknownCompany.body.message).toBe('stockCompany: no company "no-such-company" in the catalogue');
    const saved = await putPlan(a.analyst, plan);
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ saved: true, version: 1, plan: { insurancePremium: 18_500, sharePrice: 100 } });
    expect((await putPlan(a.admin, plan)).body.data.version).toBe(2);

    const s = (await get<api.RewardsStatement>(a.viewer, '/total-rewards/statements/E2')).body.data;
    const line = (label: string) => s.lines.find((l) => l.label === label)?.amount;
    // Basic 40 % of ₹15,00,000 = ₹6,00,000, PF on all of it: ₹72,000.
    expect(line('Employer provident fund (PF)')).toBe(72_000);
    expect(line('Insurance (employer premium)')).toBe(18_500);
    expect(line('Meals')).toBe(26_400);
    // 1,000 RSUs from the hire date 2024-03-01, 25 % a year: 250 vest on 2027-03-01, at ₹100.
    expect(s.vests).toEqual([{ date: '2027-03-01', units: 250, value: 25_000 }]);
    expect(line('Equity vesting (grant of 2024-03-01)')).toBe(25_000);
    expect(s.total).toBe(s.lines.reduce((t, l) => t + l.amount, 0));
    // Another year is asked for by its number.
    const earlier = await get<api.RewardsStatement>(a.viewer, '/total-rewards/statements/E2?year=2025');
    expect(earlier.body.data.period.label).toBe('FY 2025-26');
    expect(earlier.body.data.vests).toEqual([{ date: '2026-03-01', units: 250, value: 25_000 }]);
    expect((await get(a.viewer, '/total-rewards/statements/E2?year=1999')).status).toBe(400);
  });

  it('the statement as a PDF carries the employee’s figures', async () => {
    const json = (await get<api.RewardsStatement>(a.viewer, '/total-rewards/statements/E1')).body.data;
    const { status, res } = await get(a.viewer, '/total-rewards/statements/E1/pdf');
    expect(status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="total-rewards-E1-FY-2026-27.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain('AshaRao');
    expect(text).toContain('Rewardco');
    expect(text).toContain(`₹${json.total.toLocaleString('en-IN')}`);
  });

  it('the bulk PDF holds the employees named, or the whole payroll', async () => {
    const two = await get(a.viewer, '/total-rewards/statements.pdf?ids=E1,E3');
    expect(two.status).toBe(200);
    const text = (await pdfText(two.res.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('AshaRao');
    expect(text).toContain('MeeraIyer');
    expect(text).not.toContain('VikramShah');
    const all = await get(a.viewer, '/total-rewards/statements.pdf');
    expect(all.status).toBe(200);
    expect(all.res.headers['content-disposition']).toBe('attachment; filename="total-rewards-statements-FY-2026-27.pdf"');
    const allText = (await pdfText(all.res.rawPayload)).replace(/\s+/g, '');
    for (const name of ['AshaRao', 'VikramShah', 'MeeraIyer']) expect(allText).toContain(name);
    const unknown = await get(a.viewer, '/total-rewards/statements.pdf?ids=E1,E404');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No employee E404 in your workspace's payroll");
  });

  it('another workspace’s employee ids are 404 on every call, and its plan is its own', async () => {
    // Before B has a payroll, and after it has one of its own.
    for (const stage of ['no payroll', 'own payroll']) {
      if (stage === 'own payroll') {
        await upload(
          b.analyst,
          [HEADER, 'E9,Other Person,Software Engineer II,Mid,software-engineering,Bengaluru,INR,1000000,0,0,,,,2022-02-02'].join('\r\n'),
        );
      }
      for (const url of ['/total-rewards/statements/E1', '/total-rewards/statements/E1/pdf', '/total-rewards/statements.pdf?ids=E1']) {
        for (const who of [b.viewer, b.admin]) {
          const res = await get(who, url);
          expect(res.status, `${stage} ${url}`).toBe(404);
          expect(res.body.message).toBe("No employee E1 in your workspace's payroll");
        }
      }
    }
    expect((await get<api.RewardsStatement>(b.viewer, '/total-rewards/statements/E9')).status).toBe(200);
    expect((await get(a.viewer, '/total-rewards/statements/E9')).status).toBe(404);
    // B's bulk file is B's payroll only.
    const bText = (await pdfText((await get(b.viewer, '/total-rewards/statements.pdf')).res.rawPayload)).replace(/\s+/g, '');
    expect(bText).toContain('OtherPerson');
    expect(bText).not.toContain('AshaRao');
    // A's saved plan is not B's.
    expect((await get<api.RewardsPlanView>(b.viewer, '/total-rewards/plan')).body.data.saved).toBe(false);
  });

  it('a bulk file holds at most 100 statements: a larger payroll names its employees', async () => {
    const c = await createWorkspace(t, clock.now(), 'Bigco');
    const rows = Array.from(
      { length: 101 },
      (_, i) => `B${i + 1},Person ${i + 1},Software Engineer II,Mid,software-engineering,Bengaluru,INR,1000000,0,0,,,,2022-02-02`,
    );
    await upload(c.analyst, [HEADER, ...rows].join('\r\n'));
    const all = await get(c.viewer, '/total-rewards/statements.pdf');
    expect(all.status).toBe(400);
    expect(all.body.message).toBe('At most 100 statements go in one file: name the employees with ids');
    expect((await get(c.viewer, '/total-rewards/statements.pdf?ids=B1,B101')).status).toBe(200);
  });

  it('refuses anyone outside a workspace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/total-rewards/statements/E1' });
    expect(res.statusCode).toBe(401);
  });
});
