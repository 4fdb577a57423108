import { AppError, api } from '@paysight/contract';
import { companyEmailDomains, referralRequests, type Db } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { parseFreeDomains } from '../auth/email-policy.rules.js';
import { grantCredits } from '../billing/billing.service.js';
import {
  companiesBySlugs,
  domainRow,
  domainRows,
  eligibleReferrerIds,
  matchingReferrers,
  openRequestsAt,
  type DomainRow,
} from './referrals.queries.js';
import { deliver, tell, type Mail, type Raised, type ReferralsDeps } from './referrals.service.js';

/**
 * Companies' work-email domains (docs/decisions/048-referrals.md), kept by admins: a member whose
 * verified sign-in address is at one of a company's domains proves they work there. Nobody else
 * writes them, so nobody can claim a domain. A free-mail domain proves nothing (anyone can have an
 * address there) and is refused, as the sign-in refuses it.
 */

const iso = (d: Date | string) => new Date(d).toISOString();
const tx = (t: unknown) => t as Db;
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

const toDomain = (r: DomainRow): api.CompanyEmailDomain => ({
  domain: r.domain,
  company: { name: r.company_name, slug: r.company_slug },
  createdAt: iso(r.created_at),
  referrers: r.referrers,
});

/** GET /admin/company-domains: one page, by company then domain. */
export async function listCompanyDomains(deps: ReferralsDeps, query: api.CompanyDomainsQuery) {
  const pageSize = api.COMPANY_DOMAINS_PAGE_SIZE;
  const rows = await domainRows(deps.db, query.q || undefined, pageSize, (query.page - 1) * pageSize);
  return { items: rows.map(toDomain), total: rows[0]?.total ?? 0, page: query.page, pageSize };
}

/** POST /admin/company-domains: a domain once, for one company (the primary key decides a race). */
export async function addCompanyDomain(deps: ReferralsDeps, body: api.CompanyDomainBody) {
  if (parseFreeDomains(deps.config.FREE_EMAIL_DOMAINS).has(body.domain))
    throw new AppError(400, `${body.domain} is a free email domain: anyone can have an address there, so it proves no employment`);
  const [company] = await companiesBySlugs(deps.db, [body.company]);
  if (!company) throw new AppError(404, `No company "${body.company}"`);
  try {
    await deps.db.insert(companyEmailDomains).values({ domain: body.domain, companyId: company.id, createdAt: deps.now() });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const taken = await domainRow(deps.db, body.domain);
    throw new AppError(409, `${body.domain} is already a work-email domain of ${taken?.company_name ?? 'another company'}`);
  }
  return toDomain((await domainRow(deps.db, body.domain))!);
}

/**
 * DELETE /admin/company-domains/:domain, in one transaction: eligibility is decided when read
 * (referrals.queries.ts realEligible), so the referrers the domain was the only proof for stop
 * referring at once (each is told, with the other way to prove it); an open request at the company
 * that no eligible matching referrer can answer any more closes as a bundle's company with no
 * referrer does (`no-referrer`, a bundle's credits refunded), and its seeker is told.
 */
export async function removeCompanyDomain(deps: ReferralsDeps, domain: string): Promise<api.CompanyDomainRemoved> {
  const now = deps.now();
  const price = deps.config.REFERRALS_BUNDLE_CREDITS;
  const out = { raised: [] as Raised[], mails: [] as Mail[] };
  const result = await deps.db.transaction(async (t) => {
    const row = await domainRow(tx(t), domain, true);
    if (!row) throw new AppError(404, `${domain} is not a work-email domain of any company`);
    const before = await eligibleReferrerIds(tx(t), row.company_id);
    await t.delete(companyEmailDomains).where(eq(companyEmailDomains.domain, domain));
    const after = new Set(await eligibleReferrerIds(tx(t), row.company_id));
    const lost = before.filter((id) => !after.has(id));
    for (const userId of lost)
      await tell(
        deps,
        tx(t),
        out,
        userId,
        {
          text: `Your address at ${domain} no longer proves you work at ${row.company_name}, so you cannot refer there for now. A verified salary at ${row.company_name} proves it too.`,
          actionText: 'See your companies',
        },
        `You cannot refer at ${row.company_name} for now`,
      );

    let closed = 0;
    for (const request of await openRequestsAt(tx(t), row.company_id)) {
      const match = { familyId: request.family_id, standardLevel: request.standard_level, locationId: request.location_id };
      if ((await matchingReferrers(tx(t), row.company_id, match, request.user_id)).length > 0) continue;
      const bundled = request.bundle_id !== null;
      await t
        .update(referralRequests)
        .set({ status: 'expired', closeReason: 'no-referrer', ...(bundled ? { refundedCredits: price } : {}) })
        .where(eq(referralRequests.id, request.id));
      if (bundled) await grantCredits(tx(t), request.user_id, price, 'referral-refund', `request:${request.id}`, now);
      await tell(
        deps,
        tx(t),
        out,
        request.user_id,
        {
          text:
            `Your referral request for ${request.job_title} at ${request.company_name} was closed: nobody there can refer you any more.` +
            (bundled ? ` ${price} credit${price === 1 ? ' was' : 's were'} refunded.` : ' You can ask another company.'),
          actionText: 'See your requests',
          dedupeKey: `referral:${request.id}:no-referrer`,
        },
        `Your referral request at ${request.company_name} was closed`,
      );
      closed += 1;
    }
    return {
      domain,
      company: { name: row.company_name, slug: row.company_slug },
      referrersLost: lost.length,
      requestsClosed: closed,
    };
  });
  await deliver(deps, out.raised, out.mails);
  return result;
}
