import { AppError, type api, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { companyBySlugOr404, titleBySlug } from '../catalog/catalog.service.js';
import { stipendsOf } from './internships.queries.js';
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
