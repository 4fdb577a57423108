import { AppError, titleSlug, type api, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { companyBySlugOr404, resolveCompanies, resolveSchools, resolveTitles } from '../catalog/catalog.service.js';
import { adoptCareerFacts } from '../profile/career-facts.service.js';
import { careerFacts } from './career-facts.rules.js';
import {
  countHistory,
  educationOf,
  findLevel,
  findPerson,
  hasPositionAt,
  isProfileCompany,
  lockPerson,
  positionsOf,
  replaceEducation,
  replacePositions,
  schoolCountries,
  setPersonCountry,
  titleFamilies,
  companyNames,
} from './history.queries.js';

/**
 * A member's career history (SPEC §1): positions and education, read and replaced only by the
 * member themselves (the caller is always the owner: there is no id to ask for). Company, title
 * and school are resolved through the catalogue as the profile does; the level on the company's
 * ladder for the title's job family. A replacement is one transaction: all of it or nothing, the
 * profile's company, title, experience and school it states included (entered once).
 */

export interface CareerHistoryDeps {
  db: Db;
  now: () => Date;
}

const monthOf = (date: string) => date.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;
const thisMonth = (now: Date) => now.toISOString().slice(0, 7);

async function historyOf(db: Db, userId: string): Promise<api.CareerHistory> {
  const person = await findPerson(db, userId);
  if (!person) return { countryCode: null, positions: [], education: [] };
  const [positions, education] = await Promise.all([positionsOf(db, person.id), educationOf(db, person.id)]);
  return {
    countryCode: person.countryCode,
    positions: positions.map((p) => ({
      id: p.id,
      company: { name: p.companyName, slug: p.companySlug },
      title: { name: p.titleName, slug: p.titleSlug },
      level: p.level,
      standardLevel: p.standardLevel,
      countryCode: p.countryCode,
      start: monthOf(p.startDate),
      end: p.endDate === null ? null : monthOf(p.endDate),
      current: p.endDate === null,
    })),
    education: education.map((e) => ({
      id: e.id,
      school: { name: e.schoolName, slug: e.schoolSlug },
      degree: e.degree,
      major: e.major,
      startYear: e.startYear,
      endYear: e.endYear,
    })),
  };
}

export async function getCareerHistory(deps: CareerHistoryDeps, user: SessionUser): Promise<api.CareerHistory> {
  return historyOf(deps.db, user.id);
}

/** The dates' rules, each refusal naming the field: start ≤ end, nothing after this month (or year). */
function checkDates(body: api.PutCareerBody, now: Date) {
  const month = thisMonth(now);
  const year = now.getUTCFullYear();
  body.positions.forEach((p, i) => {
    if (p.start > month) throw new AppError(400, `positions[${i}].start: must not be in the future`);
    if (p.end !== null && p.end > month)
      throw new AppError(400, `positions[${i}].end: must not be in the future; leave it empty for a position held now`);
    if (p.end !== null && p.end < p.start) throw new AppError(400, `positions[${i}].end: must not be before its start (${p.start})`);
  });
  body.education.forEach((e, i) => {
    if (e.startYear != null && e.startYear > year) throw new AppError(400, `education[${i}].startYear: must not be in the future`);
    if (e.startYear != null && e.endYear != null && e.endYear < e.startYear)
      throw new AppError(400, `education[${i}].endYear: must not be before its startYear (${e.startYear})`);
  });
}

/**
 * Replaces the member's whole history. Every name must resolve to the catalogue (400 naming the
 * field otherwise); a level must be on the company's ladder. Checked before anything is written.
 */
export async function putCareerHistory(deps: CareerHistoryDeps, user: SessionUser, body: api.PutCareerBody): Promise<api.CareerHistory> {
  const db = deps.db;
  checkDates(body, deps.now());
  const [companyIds, titleIds, schoolIds] = await Promise.all([
    resolveCompanies(
      db,
      body.positions.map((p) => p.company),
    ),
    resolveTitles(
      db,
      body.positions.map((p) => p.title),
    ),
    resolveSchools(
      db,
      body.education.map((e) => e.school),
    ),
  ]);
  const positions = body.positions.map((p, i) => {
    const companyId = companyIds.get(p.company);
    if (companyId === undefined) throw new AppError(400, `positions[${i}].company: no company "${p.company}"; pick one from the list`);
    const titleId = titleIds.get(p.title);
    if (titleId === undefined) throw new AppError(400, `positions[${i}].title: no job title "${p.title}"; pick one from the list`);
    return { ...p, companyId, titleId };
  });
  const families = await titleFamilies(db, [...new Set(positions.map((p) => p.titleId))]);
  const names = await companyNames(db, [...new Set(positions.filter((p) => p.level).map((p) => p.companyId))]);
  const rows = await Promise.all(
    positions.map(async (p, i) => {
      let levelId: number | null = null;
      let standardLevel: number | null = null;
      if (p.level) {
        const level = await findLevel(db, p.companyId, families.get(p.titleId) ?? null, p.level);
        if (!level)
          throw new AppError(
            400,
            `positions[${i}].level: "${p.level}" is not a level at ${names.get(p.companyId) ?? p.company}; pick one from its ladder or leave it empty`,
          );
        levelId = level.id;
        standardLevel = level.standardLevel;
      }
      return {
        companyId: p.companyId,
        titleId: p.titleId,
        levelId,
        standardLevel,
        locationId: null,
        countryCode: p.countryCode ?? body.countryCode,
        startDate: firstOfMonth(p.start),
        endDate: p.end === null ? null : firstOfMonth(p.end),
        payTotal: null,
      };
    }),
  );
  const education = body.education.map((e, i) => {
    const schoolId = schoolIds.get(e.school);
    if (schoolId === undefined) throw new AppError(400, `education[${i}].school: no school "${e.school}"; pick one from the list`);
    const major = e.major || null;
    return {
      schoolId,
      degree: e.degree || null,
      major,
      majorSlug: major ? titleSlug(major) : null,
      startYear: e.startYear ?? null,
      endYear: e.endYear ?? null,
    };
  });
  const now = deps.now();
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, user.id, body.countryCode);
    if (person.countryCode !== body.countryCode) await setPersonCountry(tx, person.id, body.countryCode);
    await replacePositions(tx, person.id, rows, now);
    await replaceEducation(tx, person.id, education, now);
    await adoptCareerFacts(tx, user.id, careerFacts(rows, education, now), now);
  });
  return historyOf(db, user.id);
}

/** A position a resume or export named, matched to the catalogue; from/to as read ("2019-01", "2019"; to null: held now). */
export interface SourcePosition {
  companyId: number;
  titleId: number;
  from?: string | null;
  to?: string | null;
}

const sourceMonth = (point: string): string | null => {
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(point)) return point;
  if (/^\d{4}$/.test(point)) return `${point}-01`;
  return null;
};

/**
 * Fills the member's career history from a resume or export: positions only when they have none,
 * education only when they have none (never overwriting their own list). Positions without a
 * readable start, with an end before the start, or dated after this month are left out. The
 * region is the history's own, else the first school's, else India. Returns what it filled.
 */
export async function fillCareerFromSource(
  deps: CareerHistoryDeps,
  userId: string,
  source: { positions: SourcePosition[]; schoolIds: number[] },
): Promise<{ positions: number; education: number }> {
  const month = thisMonth(deps.now());
  const positions = source.positions.flatMap((p) => {
    const start = p.from ? sourceMonth(p.from) : null;
    const end = p.to === null ? null : p.to ? sourceMonth(p.to) : undefined;
    if (!start || end === undefined || start > month || (end !== null && (end < start || end > month))) return [];
    return [{ ...p, start, end }];
  });
  const schoolIds = [...new Set(source.schoolIds)].slice(0, 10);
  if (positions.length === 0 && schoolIds.length === 0) return { positions: 0, education: 0 };
  const existing = await findPerson(deps.db, userId);
  const countryCode: Region = existing?.countryCode ?? (await schoolCountries(deps.db, schoolIds)).get(schoolIds[0] ?? -1) ?? 'in';
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const person = await lockPerson(tx, userId, countryCode);
    const counts = await countHistory(tx, person.id);
    const filled = { positions: 0, education: 0 };
    if (counts.positions === 0 && positions.length > 0) {
      const rows = positions.slice(0, 30).map((p) => ({
        companyId: p.companyId,
        titleId: p.titleId,
        levelId: null,
        standardLevel: null,
        locationId: null,
        countryCode: person.countryCode,
        startDate: firstOfMonth(p.start),
        endDate: p.end === null ? null : firstOfMonth(p.end),
        payTotal: null,
      }));
      await replacePositions(tx, person.id, rows, now);
      filled.positions = rows.length;
    }
    if (counts.education === 0 && schoolIds.length > 0) {
      await replaceEducation(
        tx,
        person.id,
        schoolIds.map((schoolId) => ({ schoolId, degree: null, major: null, majorSlug: null, startYear: null, endYear: null })),
        now,
      );
      filled.education = schoolIds.length;
    }
    return filled;
  });
}

/**
 * Whether the company is the member's own: they hold or held a position there, or their profile
 * names it. Who may rate a company or report its benefits.
 */
export async function isOwnCompany(db: Db, userId: string, companyId: number) {
  return (await hasPositionAt(db, userId, companyId)) || (await isProfileCompany(db, userId, companyId));
}

/** The company of `slug` (404 when there is none) when the member works or worked there; else 403 with `refusal`. */
export async function ownCompanyBySlugOr403(db: Db, userId: string, slug: string, refusal: string) {
  const row = await companyBySlugOr404(db, slug);
  if (!(await isOwnCompany(db, userId, row.id))) throw new AppError(403, refusal);
  return row;
}
