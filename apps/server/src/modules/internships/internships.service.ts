import { AppError, type api, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { companyBySlugOr404, titleBySlug } from '../catalog/catalog.service.js';
import { resolveMemberPay } from '../member-pay/member-pay.service.js';
import {
  deleteInternship,
  internshipOwner,
  lockedMemberInternshipCount,
  memberInternshipsOf,
  stipendsOf,
  upsertMemberInternship,
} from './internships.queries.js';
import { stipendFigures, stipendGroups, type Stipend } from './internships.rules.js';

/**
 * Internships (SPEC §7 Other GET /{cc}/internships, /{cc}/internships/{id}): monthly stipends by
 * company, title and city, each figure from MIN_SLICE stipends or more (internships.rules.ts).
 */

export interface InternshipsDeps {
  db: Db;
  minSlice: number;
}

const CURRENCY = { in: 'INR', us: 'USD' } as const;

async function titleOf(db: Db, slug: string | undefined) {
  if (!slug) return null;
  const title = await titleBySlug(db, slug);
  if (!title) throw new AppError(404, `No job title "${slug}"`);
  return title;
}

function answer(
  deps: InternshipsDeps,
  countryCode: Region,
  stipends: Stipend[],
  company: { name: string; slug: string } | null,
  title: { name: string; slug: string } | null,
): api.Internships {
  const overall = stipendFigures(
    stipends.map((s) => s.monthly),
    deps.minSlice,
  );
  const years = stipends.map((s) => s.year);
  return {
    countryCode,
    currency: CURRENCY[countryCode],
    minSlice: deps.minSlice,
    company,
    title,
    overall,
    byCompany: company ? [] : stipendGroups(stipends, (s) => s.company, deps.minSlice),
    byTitle: stipendGroups(stipends, (s) => s.title, deps.minSlice),
    byCity: stipendGroups(stipends, (s) => s.city, deps.minSlice),
    isDemo: overall !== null && stipends.some((s) => s.isDemo),
    years: overall ? { from: Math.min(...years), to: Math.max(...years) } : null,
  };
}

export async function getInternships(
  deps: InternshipsDeps,
  countryCode: Region,
  query: { title?: string | undefined },
): Promise<api.Internships> {
  const title = await titleOf(deps.db, query.title);
  const stipends = await stipendsOf(deps.db, { countryCode, titleId: title?.id });
  return answer(deps, countryCode, stipends, null, title && { name: title.name, slug: title.slug });
}

export async function getCompanyInternships(
  deps: InternshipsDeps,
  countryCode: Region,
  slug: string,
  query: { title?: string | undefined },
): Promise<api.Internships> {
  const [company, title] = await Promise.all([companyBySlugOr404(deps.db, slug), titleOf(deps.db, query.title)]);
  const stipends = await stipendsOf(deps.db, { countryCode, companyId: company.id, titleId: title?.id });
  return answer(deps, countryCode, stipends, { name: company.name, slug: company.slug }, title && { name: title.name, slug: title.slug });
}

/** How many internships one member may enter: a person has a handful; more is someone filling the figures. */
export const MEMBER_INTERNSHIP_CAP = 12;
/** How far back an internship may be: the figures speak of recent years. */
const OLDEST_YEARS_BACK = 10;

export interface MemberInternshipDeps extends InternshipsDeps {
  now: () => Date;
}

export async function listMemberInternships(deps: InternshipsDeps, user: SessionUser): Promise<{ internships: api.MemberInternship[] }> {
  return { internships: (await memberInternshipsOf(deps.db, user.id)) as api.MemberInternship[] };
}

/**
 * Adds a member's internship to the figures (or replaces the stipend of their one with the same
 * company, title and year). Company, title and city resolve as in the salary form; a city in the
 * other country is refused naming it.
 */
export async function saveMemberInternship(
  deps: MemberInternshipDeps,
  user: SessionUser,
  body: api.MemberInternshipBody,
): Promise<api.MemberInternship> {
  const countryCode: Region = body.currency === 'USD' ? 'us' : 'in';
  const thisYear = deps.now().getUTCFullYear();
  if (body.year > thisYear) throw new AppError(400, `year: must be ${thisYear} or earlier`);
  if (body.year < thisYear - OLDEST_YEARS_BACK) throw new AppError(400, `year: must be ${thisYear - OLDEST_YEARS_BACK} or later`);
  const { company, title, location, locationElsewhere } = await resolveMemberPay(deps.db, {
    countryCode,
    company: body.company,
    title: body.title,
    location: body.location || null,
    stock: {},
  });
  if (!company) throw new AppError(400, `company: no company "${body.company}"; pick one from the list`);
  if (!title) throw new AppError(400, `title: no job title "${body.title}"; pick one from the list`);
  if (body.location && !location) {
    if (!locationElsewhere) throw new AppError(400, `location: no city "${body.location}"; pick one from the list`);
    throw new AppError(400, `location: ${locationElsewhere.name} is not in ${countryCode === 'in' ? 'India' : 'the US'}`);
  }
  const id = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const entered = await lockedMemberInternshipCount(db, user.id);
    const values = {
      userId: user.id,
      companyId: company.id,
      titleId: title.id,
      locationId: location?.id ?? null,
      countryCode,
      currency: body.currency,
      monthlyStipend: body.monthlyStipend,
      durationMonths: body.durationMonths ?? null,
      year: body.year,
    };
    const [same] = (await memberInternshipsOf(db, user.id)).filter(
      (i) => i.company.slug === company.slug && i.title.slug === title.slug && i.year === body.year,
    );
    if (!same && entered >= MEMBER_INTERNSHIP_CAP)
      throw new AppError(
        400,
        `You have entered ${MEMBER_INTERNSHIP_CAP} internships, the most one member can; withdraw one to add another`,
      );
    return upsertMemberInternship(db, values);
  });
  const [saved] = await memberInternshipsOf(deps.db, user.id, id);
  return saved as api.MemberInternship;
}

export async function deleteMemberInternship(deps: InternshipsDeps, user: SessionUser, id: number): Promise<{ deleted: true }> {
  const owner = await internshipOwner(deps.db, id);
  if (owner === undefined) throw new AppError(404, `No internship ${id}`);
  if (owner !== user.id) throw new AppError(403, 'This internship is not yours');
  await deleteInternship(deps.db, id, user.id);
  return { deleted: true };
}
