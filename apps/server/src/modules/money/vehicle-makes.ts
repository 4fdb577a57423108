import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { vehicleMakes, type Db } from '@paysight/db';
import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Vehicle makes for the net-worth form, from the public vPIC list of the US National Highway
 * Traffic Safety Administration, stored here and refreshed by `npm run vehicles:sync`; never fetched
 * while a page is served.
 *
 * GetAllMakes answers `{Count, Message, SearchCriteria, Results: [{Make_ID, Make_Name}]}`; the
 * car-only list (GetMakesForVehicleType/car) names its keys `MakeId` and `MakeName`. Both are read.
 */
export const VPIC_ALL_MAKES_URL = 'https://vpic.nhtsa.dot.gov/api/vehicles/GetAllMakes?format=json';

/**
 * The copy of GetAllMakes shipped in reference-data (see its README: where it comes from, its
 * date, SHA-256), loaded at the first start while no make is stored; `npm run vehicles:sync`
 * replaces it with the current list.
 */
export const SHIPPED_VEHICLE_MAKES_FILE = 'vehicles/vpic-all-makes.json';

const allMakesRow = z.object({ Make_ID: z.number().int().positive(), Make_Name: z.string() });
const carMakesRow = z.object({ MakeId: z.number().int().positive(), MakeName: z.string() });
const vpicFile = z.object({
  Count: z.number().int().optional(),
  Message: z.string().optional(),
  SearchCriteria: z.string().nullable().optional(),
  Results: z.array(z.union([allMakesRow, carMakesRow])),
});

export interface VehicleMake {
  id: number;
  name: string;
}

export class VpicFileError extends Error {}

/** The makes of a vPIC answer (JSON text or gzipped JSON), one per id, names trimmed; refuses anything else with why. */
export function parseVpicMakes(content: Buffer | string): VehicleMake[] {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  const text = buffer[0] === 0x1f && buffer[1] === 0x8b ? gunzipSync(buffer).toString('utf8') : buffer.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new VpicFileError('not JSON');
  }
  const parsed = vpicFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new VpicFileError(`not a vPIC makes list (${issue.path.join('.') || 'file'}: ${issue.message})`);
  }
  const byId = new Map<number, string>();
  for (const row of parsed.data.Results) {
    const [id, name] = 'Make_ID' in row ? [row.Make_ID, row.Make_Name] : [row.MakeId, row.MakeName];
    const clean = name.replace(/\s+/g, ' ').trim();
    if (clean) byId.set(id, clean);
  }
  if (byId.size === 0) throw new VpicFileError('the list has no makes');
  return [...byId].map(([id, name]) => ({ id, name }));
}

/** Replaces the stored makes with `makes` in one transaction: added, renamed and removed ones counted. */
export async function importVehicleMakes(db: Db, makes: VehicleMake[], now: Date) {
  return db.transaction(async (tx) => {
    const before = await tx.select({ id: vehicleMakes.id, name: vehicleMakes.name }).from(vehicleMakes);
    const known = new Map(before.map((m) => [m.id, m.name]));
    const ids = makes.map((m) => m.id);
    const removed =
      before.length === 0
        ? 0
        : (await tx.delete(vehicleMakes).where(notInArray(vehicleMakes.id, ids)).returning({ id: vehicleMakes.id })).length;
    for (let i = 0; i < makes.length; i += 1000) {
      await tx
        .insert(vehicleMakes)
        .values(makes.slice(i, i + 1000).map((m) => ({ ...m, updatedAt: now })))
        .onConflictDoUpdate({ target: vehicleMakes.id, set: { name: sql`excluded.name`, updatedAt: now } });
    }
    return {
      total: makes.length,
      added: makes.filter((m) => !known.has(m.id)).length,
      renamed: makes.filter((m) => known.has(m.id) && known.get(m.id) !== m.name).length,
      removed,
    };
  });
}

export async function countVehicleMakes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vehicleMakes);
  return row?.n ?? 0;
}

/**
 * Makes whose name starts with `prefix` (any case), at most `limit`: the exact name first, then the
 * shortest (vPIC lists thousands of trailer and body builders after the carmakers' short names:
 * "ho" should offer Honda before Hobbs Trailers), then alphabetically.
 */
export async function findVehicleMakes(db: Db, prefix: string, limit = 20): Promise<VehicleMake[]> {
  const lower = prefix.toLowerCase();
  const pattern = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: vehicleMakes.id, name: vehicleMakes.name })
    .from(vehicleMakes)
    .where(sql`lower(${vehicleMakes.name}) LIKE ${pattern}`)
    .orderBy(sql`lower(${vehicleMakes.name}) = ${lower} desc`, sql`length(${vehicleMakes.name})`, asc(vehicleMakes.name))
    .limit(limit);
}

/** The stored makes of these names (any case), by lower-case name. */
export async function makesByName(db: Db, names: string[]): Promise<Map<string, VehicleMake>> {
  if (names.length === 0) return new Map();
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const rows = await db
    .select({ id: vehicleMakes.id, name: vehicleMakes.name })
    .from(vehicleMakes)
    .where(inArray(sql`lower(${vehicleMakes.name})`, lower));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r]));
}

interface Log {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/**
 * Loads the shipped vPIC copy from the reference-data folder `dir` (plain or `.gz`) when no make is
 * stored yet: a restart costs one query, and a list a command imported is never replaced by the
 * older shipped one. A missing or refused file is said, not skipped in silence. Returns how many
 * makes it stored.
 */
export async function importShippedVehicleMakes(db: Db, dir: string, log: Log, now: Date): Promise<number> {
  if ((await countVehicleMakes(db)) > 0) return 0;
  const file = path.join(dir, SHIPPED_VEHICLE_MAKES_FILE);
  const full = [file, `${file}.gz`].find((f) => existsSync(f));
  if (!full) {
    log.warn(
      { dir, file: SHIPPED_VEHICLE_MAKES_FILE },
      'vehicle makes missing: the net-worth form leaves the make out until `npm run vehicles:sync`',
    );
    return 0;
  }
  try {
    const summary = await importVehicleMakes(db, parseVpicMakes(await readFile(full)), now);
    log.info({ file: full, makes: summary.total }, 'vehicle makes imported');
    return summary.total;
  } catch (err) {
    log.warn({ file: full, err: (err as Error).message }, 'vehicle makes not imported');
    return 0;
  }
}
