import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { networthEntries, vehicleMakes } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_REFERENCE_DATA } from '../src/config.js';
import { importVehicleMakes, parseVpicMakes, SHIPPED_VEHICLE_MAKES_FILE, VpicFileError } from '../src/modules/money/vehicle-makes.js';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { memberMaker } from './users.js';

/** The shape of vPIC's GetAllMakes answer, as it is published. */
const ALL_MAKES = {
  Count: 4,
  Message: 'Response returned successfully',
  SearchCriteria: null,
  Results: [
    { Make_ID: 440, Make_Name: 'ASTON MARTIN' },
    { Make_ID: 448, Make_Name: 'TOYOTA' },
    { Make_ID: 474, Make_Name: 'HONDA' },
    { Make_ID: 9999, Make_Name: '  MARUTI   SUZUKI ' },
  ],
};

/** The car-only list (GetMakesForVehicleType/car) names its keys MakeId and MakeName. */
const CAR_MAKES = {
  Count: 2,
  Message: 'Response returned successfully',
  SearchCriteria: 'Vehicle Type: car',
  Results: [
    { MakeId: 448, MakeName: 'TOYOTA', VehicleTypeId: 2, VehicleTypeName: 'Passenger Car' },
    { MakeId: 515, MakeName: 'LEXUS', VehicleTypeId: 2, VehicleTypeName: 'Passenger Car' },
  ],
};

describe('the vPIC makes file', () => {
  it('reads the GetAllMakes shape and the car-only shape, plain or gzipped', () => {
    expect(parseVpicMakes(JSON.stringify(ALL_MAKES))).toEqual([
      { id: 440, name: 'ASTON MARTIN' },
      { id: 448, name: 'TOYOTA' },
      { id: 474, name: 'HONDA' },
      { id: 9999, name: 'MARUTI SUZUKI' },
    ]);
    expect(parseVpicMakes(gzipSync(JSON.stringify(CAR_MAKES)))).toEqual([
      { id: 448, name: 'TOYOTA' },
      { id: 515, name: 'LEXUS' },
    ]);
  });

  it('refuses a file that is not a vPIC makes list, saying why', () => {
    expect(() => parseVpicMakes('<html>')).toThrow(VpicFileError);
    expect(() => parseVpicMakes(JSON.stringify({ Results: [{ Make_ID: 'x', Make_Name: 3 }] }))).toThrow(/not a vPIC makes list/);
    expect(() => parseVpicMakes(JSON.stringify({ Count: 0, Results: [] }))).toThrow(/no makes/);
  });
});

describeWithDb('net worth', () => {
  const clock = createClock();
  const t = useTestApp({ seed: false, now: clock.now });
  const member = memberMaker(() => t, clock.now, 'saver', 'paysight.test');

  const calculate = (headers: Record<string, string>, body: unknown) => callApi(t.app, 'POST', '/tools/networth', headers, body);

  beforeAll(async () => {
    await importVehicleMakes(t.database.db, parseVpicMakes(JSON.stringify(ALL_MAKES)), clock.now());
  });

  it('adds assets (retirement by the region’s schemes) and subtracts liabilities, in the region’s currency', async () => {
    const { headers } = await member();
    const answer = await calculate(headers, {
      countryCode: 'in',
      age: 31,
      assets: {
        cash: 150_000,
        investments: 400_000,
        retirement: { epf: 600_000, ppf: 250_000 },
        property: 5_000_000,
        vehicles: [{ make: 'maruti suzuki', value: 450_000 }],
      },
      liabilities: { homeLoan: 3_000_000, creditCards: 20_000 },
    });
    expect(answer.status).toBe(200);
    const { result, history } = answer.body.data;
    expect(result).toMatchObject({
      countryCode: 'in',
      currency: 'INR',
      totalAssets: 6_850_000,
      totalLiabilities: 3_020_000,
      netWorth: 3_830_000,
    });
    expect(result.assets.map((l: { label: string }) => l.label)).toEqual([
      'Cash and bank balances',
      'Investments',
      'PF / EPF',
      'PPF',
      'Property',
      'Vehicles',
    ]);
    expect(result.standing).toMatchObject({ ageBand: '30-34', percentile: null, median: null, members: null });
    expect(history).toHaveLength(1);
    // The make is saved as the list spells it.
    const [saved] = await t.database.db.select().from(networthEntries).where(eq(networthEntries.netWorth, 3_830_000));
    expect((saved!.input as { body: { assets: { vehicles: { make: string }[] } } }).body.assets.vehicles[0]!.make).toBe('MARUTI SUZUKI');
  });

  it('refuses another region’s retirement scheme, an unknown make and negative amounts, saving nothing', async () => {
    const { headers, user } = await member();
    expectStatusMessage(await calculate(headers, { countryCode: 'in', age: 30, assets: { retirement: { k401: 1000 } } }), 400, {
      contains: '401(k) is not a retirement scheme of this region',
    });
    expectStatusMessage(
      await calculate(headers, { countryCode: 'us', age: 30, assets: { vehicles: [{ make: 'Flying Carpet', value: 10 }] } }),
      400,
      '"Flying Carpet" is not a vehicle make we know: pick one from the list, or leave it empty.',
    );
    expectStatusMessage(await calculate(headers, { countryCode: 'us', age: 30, assets: { cash: -5 } }), 400, {
      contains: 'cash cannot be negative',
    });
    expectStatusMessage(await calculate(headers, { countryCode: 'us', age: 12 }), 400, { contains: 'age must be at least 18' });
    expect(await t.database.db.select().from(networthEntries).where(eq(networthEntries.userId, user.id))).toEqual([]);
  });

  it('keeps a history per member, newest first, that only its member reads', async () => {
    const a = await member();
    const b = await member();
    await calculate(a.headers, { countryCode: 'us', age: 40, assets: { cash: 1000 } });
    clock.advance(60 * 24 * 7);
    await calculate(a.headers, { countryCode: 'us', age: 40, assets: { cash: 5000, retirement: { k401: 20_000, ira: 7_000 } } });
    const mine = await callApi(t.app, 'GET', '/tools/networth', a.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.data.history.map((h: { netWorth: number }) => h.netWorth)).toEqual([32_000, 1000]);
    expect(mine.body.data.latest.input).toMatchObject({ countryCode: 'us', age: 40, assets: { cash: 5000 } });
    expect(mine.body.data.vehicleMakes).toBe(4);
    const theirs = await callApi(t.app, 'GET', '/tools/networth', b.headers);
    expect(theirs.body.data).toMatchObject({ latest: null, history: [] });
    expect((await callApi(t.app, 'GET', '/tools/networth')).status).toBe(401);
  });

  it('gives no standing from 4 sharing members of the age band, and gives it from 5', async () => {
    const band = { countryCode: 'us', age: 27 } as const;
    // Members of another band, another region, and one who stopped sharing never count.
    for (const other of [
      { countryCode: 'us', age: 45, share: true },
      { countryCode: 'in', age: 27, share: true },
    ]) {
      await calculate((await member()).headers, { ...other, assets: { cash: 1 } });
    }
    const quitter = await member();
    await calculate(quitter.headers, { ...band, assets: { cash: 1 }, share: true });
    await calculate(quitter.headers, { ...band, assets: { cash: 1 }, share: false });

    for (const cash of [10_000, 20_000, 30_000, 40_000])
      await calculate((await member()).headers, { ...band, assets: { cash }, share: true });
    const me = await member();
    const hidden = await calculate(me.headers, { ...band, assets: { cash: 35_000 } });
    expect(hidden.body.data.result.standing).toEqual({ ageBand: '25-29', minSlice: 5, percentile: null, median: null, members: null });
    // Nothing in the answer tells how many share.
    expect(JSON.stringify(hidden.body)).not.toMatch(/"members":4/);

    await calculate((await member()).headers, { ...band, assets: { cash: 50_000 }, share: true });
    const shown = await calculate(me.headers, { ...band, assets: { cash: 35_000 } });
    expect(shown.body.data.result.standing).toEqual({ ageBand: '25-29', minSlice: 5, percentile: 60, median: 30_000, members: 5 });
  });

  it('answers the vehicle makes typeahead from the stored list, never from the network', async () => {
    const answer = await callApi(t.app, 'GET', '/tools/vehicle-makes?q=to');
    expect(answer.body.data.makes).toEqual([{ id: 448, name: 'TOYOTA' }]);
    // A refresh replaces the list: renamed, added and removed makes.
    const summary = await importVehicleMakes(t.database.db, parseVpicMakes(JSON.stringify(CAR_MAKES)), clock.now());
    expect(summary).toEqual({ total: 2, added: 1, renamed: 0, removed: 3 });
    expect((await t.database.db.select().from(vehicleMakes)).map((m) => m.name).sort()).toEqual(['LEXUS', 'TOYOTA']);
  });
});

describe('the shipped vPIC copy', () => {
  const gz = readFileSync(path.join(SHIPPED_REFERENCE_DATA, `${SHIPPED_VEHICLE_MAKES_FILE}.gz`));

  it('is a whole GetAllMakes answer: as many makes as its Count, each id once, the makers a member drives', () => {
    const raw = JSON.parse(gunzipSync(gz).toString('utf8')) as { Count: number; Message: string; Results: unknown[] };
    expect(raw).toMatchObject({ Count: 8969, Message: 'Response returned successfully', SearchCriteria: null });
    expect(raw.Results).toHaveLength(raw.Count);
    const makes = parseVpicMakes(gz);
    expect(makes).toHaveLength(8969);
    const names = new Set(makes.map((m) => m.name));
    for (const name of ['Toyota', 'Honda', 'Ford', 'Hyundai', 'Tesla', 'BMW', 'Bajaj Auto', 'MAHINDRA & MAHINDRA LIMITED'])
      expect(names).toContain(name);
  });
});

describeWithDb('vehicle makes at the first start', () => {
  const t = useTestApp({ seed: false, env: { RESEARCH_DATA_DIR: SHIPPED_REFERENCE_DATA } });

  it('loads the shipped copy while no make is stored, never over a list stored since, and the typeahead answers from it', async () => {
    const { db } = t.database;
    await db.delete(vehicleMakes);
    expect(await t.app.tasks.run('money.vehicle-makes')).toBe(8969);
    // The carmakers' short names come before the trailer and body builders that share their first letters.
    for (const [q, first] of [
      ['toy', 'Toyota'],
      ['ho', 'Honda'],
      ['ki', 'Kia'],
      ['ford', 'Ford'],
    ]) {
      const answer = await callApi(t.app, 'GET', `/tools/vehicle-makes?q=${q}`);
      expect(answer.body.data.makes.slice(0, 3).map((m: { name: string }) => m.name), q).toContain(first);
    }
    // A list a command stored (here the car-only one) is kept at the next start.
    await importVehicleMakes(db, parseVpicMakes(JSON.stringify(CAR_MAKES)), new Date());
    expect(await t.app.tasks.run('money.vehicle-makes')).toBe(0);
    expect((await db.select().from(vehicleMakes)).map((m) => m.name).sort()).toEqual(['LEXUS', 'TOYOTA']);
  });
});
