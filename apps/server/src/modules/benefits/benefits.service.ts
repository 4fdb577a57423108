import { type api, type Region, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { isOwnCompany, ownCompanyBySlugOr403 } from '../career-history/history.service.js';
import { companyBySlugOr404 } from '../catalog/catalog.service.js';
import { coveredCompanies, latestReportsOf, reportOf, upsertReport } from './benefits.queries.js';
import { benefitFigures } from './benefits.rules.js';

/**
 * Benefits (SPEC §7 Other GET /benefits, /benefits/{id}): members report their own company's
 * benefits in the contract's taxonomy, one report per member, company, region and year; a
 * company's figures are its members' latest reports, item by item under the privacy floor
 * (benefits.rules.ts). Reports are answers to fixed questions, with no free text, so they are
 * counted at once rather than held for moderation.
 */

export interface BenefitsDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
}

/** Most companies listed as having figures. */
const COVERED_LIMIT = 60;
const CURRENCY = { in: 'INR', us: 'USD' } as const;

type Company = Awaited<ReturnType<typeof companyBySlugOr404>>;

async function benefitsOf(deps: BenefitsDeps, row: Company, countryCode: Region): Promise<api.CompanyBenefits> {
  const reports = await latestReportsOf(deps.db, row.id, countryCode);
  const shown = reports.length >= deps.minSlice;
  return {
    company: { name: row.name, slug: row.slug },
    countryCode,
    currency: CURRENCY[countryCode],
    reports: shown ? reports.length : null,
    items: benefitFigures(countryCode, reports, deps.minSlice),
    demo: shown && reports.some((r) => r.isDemo),
    latestYear: shown ? Math.max(...reports.map((r) => r.year)) : null,
  };
}

export async function getBenefits(deps: BenefitsDeps, query: { cc: Region; compare?: string[] | undefined }): Promise<api.BenefitsView> {
  const slugs = query.compare ?? [];
  const rows = await Promise.all(slugs.map((slug) => companyBySlugOr404(deps.db, slug)));
  const [covered, compare] = await Promise.all([
    coveredCompanies(deps.db, query.cc, deps.minSlice, COVERED_LIMIT),
    Promise.all(rows.map((row) => benefitsOf(deps, row, query.cc))),
  ]);
  return {
    countryCode: query.cc,
    minSlice: deps.minSlice,
    covered: covered.map((c) => ({ company: { name: c.name, slug: c.slug }, reports: c.reports })),
    compare,
  };
}

async function companyView(
  deps: BenefitsDeps,
  row: Company,
  countryCode: Region,
  user: SessionUser | null,
): Promise<api.CompanyBenefitsView> {
  const year = deps.now().getUTCFullYear();
  const [benefits, mine, canReport] = await Promise.all([
    benefitsOf(deps, row, countryCode),
    user ? reportOf(deps.db, { userId: user.id, companyId: row.id, countryCode, year }) : null,
    user ? isOwnCompany(deps.db, user.id, row.id) : false,
  ]);
  return { ...benefits, minSlice: deps.minSlice, mine, canReport, year };
}

export async function getCompanyBenefits(
  deps: BenefitsDeps,
  user: SessionUser | null,
  slug: string,
  countryCode: Region,
): Promise<api.CompanyBenefitsView> {
  return companyView(deps, await companyBySlugOr404(deps.db, slug), countryCode, user);
}

/** Reports the benefits of a company the member works or worked at, for this year; again the same year replaces it. */
export async function reportBenefits(
  deps: BenefitsDeps,
  user: SessionUser,
  slug: string,
  body: api.BenefitReportBody,
): Promise<api.CompanyBenefitsView> {
  const row = await ownCompanyBySlugOr403(deps.db, user.id, slug, 'You can report benefits only for a company you work or worked at');
  const now = deps.now();
  const items = Object.fromEntries(Object.entries(body.items).filter(([, v]) => v !== undefined)) as Record<
    string,
    boolean | number | string
  >;
  await upsertReport(
    deps.db,
    { userId: user.id, companyId: row.id, countryCode: body.countryCode, year: now.getUTCFullYear(), items },
    now,
  );
  return companyView(deps, row, body.countryCode, user);
}
