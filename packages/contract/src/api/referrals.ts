import { z } from 'zod';
import { STANDARD_LEVELS } from '../constants.js';
import { named, pageOf, routesOf, serialId, slugText } from './schemas.js';

/**
 * Referrals (SPEC §1 referrals, §2.1 /referral, §7 Other; docs/decisions/048-referrals.md).
 *
 * Referrers are members who work at the company now (their profile's company) and proved it: a
 * verified work email at one of its domains, or a verified salary record there. A seeker asks a
 * company for a referral to a live job (a job listed on Paysight, or an apply URL) with one of their
 * resumes and a short note; the request reaches the company's matching referrers (title family,
 * level, city). Until a referrer accepts, nothing in a referrer-facing answer names the seeker or
 * carries their resume; a seeker whose request was declined never learns by whom.
 *
 * States: requested → accepted | declined | expired; an accepted request's seeker then confirms
 * (they were referred) or disputes (they were not).
 */

export const REFERRAL_NOTE_MAX = 500;
const levelValues = STANDARD_LEVELS.map((l) => l.level);
const level = z.coerce
  .number({ error: 'level must be a number from 1 to 8' })
  .int('level must be a number from 1 to 8')
  .min(levelValues[0]!, 'level must be a number from 1 to 8')
  .max(levelValues.at(-1)!, 'level must be a number from 1 to 8');
const titleSlug = slugText('title must be a title slug');
const citySlug = slugText('city must be a city slug');
const companySlug = slugText('company must be a company slug');

/** No way to reach the seeker in the note: contact details go to a referrer only when they accept. */
const CONTACT_IN_TEXT = [
  { re: /[^\s@]+@[^\s@]+\.[a-z]{2,}/i, what: 'an email address' },
  { re: /(?:\+?\d[\s().-]*){8,}/, what: 'a phone number' },
  { re: /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|in|io|co|org|net|me)\b/i, what: 'a link' },
];
const note = z
  .string({ error: 'note is required' })
  .trim()
  .min(20, 'note: say in a sentence or two why you fit the job (at least 20 characters)')
  .max(REFERRAL_NOTE_MAX, `note must be at most ${REFERRAL_NOTE_MAX} characters`)
  .superRefine((text, ctx) => {
    for (const { re, what } of CONTACT_IN_TEXT)
      if (re.test(text))
        ctx.addIssue({
          code: 'custom',
          message: `note must not contain ${what}: your contact details reach the referrer when they accept`,
        });
  });

const applyUrl = z
  .string()
  .trim()
  .max(1000, 'applyUrl is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'applyUrl must be a web address (https://…)' }));

/** What a request names: a Paysight job, or a job elsewhere by its apply URL and title. */
const jobFields = {
  jobId: serialId('jobId must be a job id').optional(),
  applyUrl: applyUrl.optional(),
  jobTitle: z.string().trim().min(2, 'jobTitle is required with an apply URL').max(200, 'jobTitle is too long').optional(),
  /** The catalogue title the job is (its family matches referrers); from the job when it is listed on Paysight. */
  title: titleSlug.optional(),
  level: level.optional(),
  city: citySlug.optional(),
  resumeId: serialId('resumeId must be one of your resumes'),
  note,
};
const checkJob = (
  body: { jobId?: number | undefined; applyUrl?: string | undefined; jobTitle?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.jobId === undefined && body.applyUrl === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['jobId'],
      message: 'Name the job: a job listed on Paysight (jobId) or its apply URL (applyUrl)',
    });
  if (body.jobId !== undefined && body.applyUrl !== undefined)
    ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: 'Name one job: a Paysight job or an apply URL, not both' });
  if (body.applyUrl !== undefined && !body.jobTitle)
    ctx.addIssue({ code: 'custom', path: ['jobTitle'], message: 'jobTitle is required with an apply URL' });
};

export const referralRequestBody = z
  .object({ company: companySlug.optional(), ...jobFields })
  .strict()
  .superRefine((body, ctx) => {
    checkJob(body, ctx);
    if (body.jobId === undefined && !body.company)
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'company is required with an apply URL' });
  });
export type ReferralRequestBody = z.infer<typeof referralRequestBody>;

export const REFERRAL_BUNDLE_MAX = 5;
export const referralBundleBody = z
  .object({
    companies: z
      .array(companySlug)
      .min(2, 'companies: a bundle asks at least 2 companies')
      .max(REFERRAL_BUNDLE_MAX, `companies: a bundle asks at most ${REFERRAL_BUNDLE_MAX} companies`)
      .refine((list) => new Set(list).size === list.length, 'companies: each company once'),
    applyUrl,
    jobTitle: z.string().trim().min(2, 'jobTitle is required').max(200, 'jobTitle is too long'),
    title: titleSlug.optional(),
    level: level.optional(),
    city: citySlug.optional(),
    resumeId: serialId('resumeId must be one of your resumes'),
    note,
  })
  .strict();
export type ReferralBundleBody = z.infer<typeof referralBundleBody>;

export const referrerApplyBody = z
  .object({
    company: companySlug,
    /** The title family, level and city of requests they want: their own, as a rule. */
    title: titleSlug.optional(),
    level: level.optional(),
    city: citySlug.optional(),
  })
  .strict();
export type ReferrerApplyBody = z.infer<typeof referrerApplyBody>;

export const referralAnswerBody = z
  .object({ decision: z.enum(['accept', 'decline'], { error: 'decision must be accept or decline' }) })
  .strict();
export const referralOutcomeBody = z
  .object({ outcome: z.enum(['confirmed', 'disputed'], { error: 'outcome must be confirmed or disputed' }) })
  .strict();

export const REFERRAL_STATUSES = ['requested', 'accepted', 'declined', 'expired'] as const;
export const referralStatus = z.enum(REFERRAL_STATUSES);
export const REFERRAL_COMPANIES_PAGE_SIZE = 20;

/** A company with referrers, as a seeker sees it before asking. */
export const referralCompany = z.object({
  company: named,
  /**
   * Eligible referrers matching the filters (all of the company's when none is given): their number
   * from MIN_SLICE; null for one to MIN_SLICE − 1 (shown as "fewer than" MIN_SLICE, never exactly).
   */
  referrers: z.number().int().nullable(),
  /** At least one eligible real referrer matches: a request can be sent. */
  askable: z.boolean(),
  /** Of them, demo members (labelled; they never answer): a company with only demo referrers cannot be asked. */
  demoReferrers: z.number().int(),
  /** The median hours from a request to its answer; null under the privacy floor (answers from fewer than MIN_SLICE referrers). */
  medianAnswerHours: z.number().nullable(),
  /** Jobs of the company listed on Paysight now. */
  listedJobs: z.number().int(),
});
export type ReferralCompany = z.infer<typeof referralCompany>;

export const referralCompanies = z.object({
  minSlice: z.number().int(),
  items: z.array(referralCompany),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Credits a bundle costs per company, and the signed-in member's balance (null signed out). */
  bundleCreditsPerCompany: z.number().int(),
  balance: z.number().int().nullable(),
});
export type ReferralCompanies = z.infer<typeof referralCompanies>;

const job = z.object({ id: z.number().int().nullable(), title: z.string(), applyUrl: z.string() });

/** A seeker's own request: who referred them shows only once accepted; a decline names nobody. */
export const seekerReferral = z.object({
  id: z.number().int(),
  company: named,
  job,
  note: z.string(),
  resumeId: z.number().int().nullable(),
  status: referralStatus,
  /** Why it closed without an accept ('all-declined', 'no-answer', 'no-referrer'); null otherwise. */
  closeReason: z.string().nullable(),
  outcome: z.enum(['confirmed', 'disputed']).nullable(),
  /** The referrer who accepted (name and email); null until then, and for ever when declined. */
  referrer: z.object({ name: z.string(), email: z.string() }).nullable(),
  bundleId: z.number().int().nullable(),
  refundedCredits: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type SeekerReferral = z.infer<typeof seekerReferral>;

export const seekerReferrals = z.object({
  items: z.array(seekerReferral),
  /** Open requests now, and the most one may have open (bundles' requests do not count). */
  open: z.number().int(),
  maxOpen: z.number().int(),
});
export type SeekerReferrals = z.infer<typeof seekerReferrals>;

export const referralBundle = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  refundedCredits: z.number().int(),
  createdAt: z.string(),
  requests: z.array(seekerReferral),
});
export const referralBundles = z.object({
  items: z.array(referralBundle),
  bundleCreditsPerCompany: z.number().int(),
  balance: z.number().int(),
});
export type ReferralBundles = z.infer<typeof referralBundles>;

/**
 * A request in a referrer's inbox. Before they accept it carries the job, the note and what the
 * match was made on; the seeker's name, contact details and resume are null until then.
 */
export const inboxReferral = z.object({
  id: z.number().int(),
  company: named,
  job,
  note: z.string(),
  level: z.number().int().nullable(),
  city: z.string().nullable(),
  status: referralStatus,
  outcome: z.enum(['confirmed', 'disputed']).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The seeker, once this referrer accepted; null before. */
  seeker: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      resume: z
        .object({ id: z.number().int(), headline: z.string(), summary: z.string(), work: z.array(z.string()), skills: z.array(z.string()) })
        .nullable(),
    })
    .nullable(),
});
export type InboxReferral = z.infer<typeof inboxReferral>;

export const referrerCompany = z.object({
  company: named,
  /** Whether the member may refer there now, and why not when they may not. */
  eligible: z.boolean(),
  reason: z.string().nullable(),
  family: z.string().nullable(),
  level: z.number().int().nullable(),
  city: z.string().nullable(),
});

export const referrerView = z.object({
  companies: z.array(referrerCompany),
  /** Requests waiting for this referrer's answer, and those they accepted. */
  inbox: z.array(inboxReferral),
  acceptsToday: z.number().int(),
  maxAcceptsPerDay: z.number().int(),
});
export type ReferrerView = z.infer<typeof referrerView>;

const referralRoutes = routesOf('referrals', 'member');
const idParams = z.object({ id: serialId('id must be a referral request id') });

export const referralCompaniesQuery = z.object({
  q: z.string().trim().max(100, 'q is too long').optional(),
  title: titleSlug.optional(),
  level: level.optional(),
  city: citySlug.optional(),
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(500, 'page must be at most 500').default(1),
});
export type ReferralCompaniesQuery = z.infer<typeof referralCompaniesQuery>;

export const getReferralCompanies = referralRoutes.get('/referrals/companies', referralCompanies, {
  access: 'public',
  summary: 'Companies with eligible referrers: how many match the title family, level and city, and their median answer time',
  querystring: referralCompaniesQuery,
});

export const getReferrals = referralRoutes.get('/referrals', seekerReferrals, {
  summary: "The member's referral requests, newest first",
});

export const getReferralBundles = referralRoutes.get('/referrals/bundles', referralBundles, {
  summary: "The member's bundles: the companies each asked, and the credits refunded",
});

export const getReferrerView = referralRoutes.get('/referrals/referrers', referrerView, {
  summary: 'The member as a referrer: their companies (eligible or why not) and their inbox',
});

export const applyReferralCompany = referralRoutes.post('/referrals/companies/apply', seekerReferral, {
  summary: "Asks a company's referrers for a referral to a live job, with a resume and a note",
  body: referralRequestBody,
});

export const applyReferrer = referralRoutes.post('/referrals/referrers/apply', referrerCompany, {
  summary: 'Offers to refer at the member’s current company (a verified work email or salary record there)',
  body: referrerApplyBody,
});

export const applyReferralBundle = referralRoutes.post('/referrals/bundles/apply', referralBundle, {
  summary: 'Asks several companies at once for credits; a company with no eligible referrer or no answer in time is refunded',
  body: referralBundleBody,
});

export const answerReferral = referralRoutes.post('/referrals/:id/answer', inboxReferral, {
  summary: 'A referrer accepts or declines a request (the seeker is told; a decline never names the referrer)',
  params: idParams,
  body: referralAnswerBody,
});

export const settleReferral = referralRoutes.post('/referrals/:id/outcome', seekerReferral, {
  summary: 'The seeker confirms they were referred, or disputes it (the referrer is told)',
  params: idParams,
  body: referralOutcomeBody,
});

// ---------------------------------------------------------------------------------------------
// Company work-email domains (admins): what proves a member works at a company by their address.

/** A host name's labels and a top-level domain of letters (or an internationalised one, `xn--…`). */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A company's work-email domain as an admin types it: a bare domain (`infosys.com`), lower-cased.
 * A web address or an email address is refused saying what to type instead; free-mail domains
 * (anyone can have an address there) are refused by the server, which holds that list.
 */
export const workEmailDomain = z
  .string({ error: 'domain is required' })
  .trim()
  .toLowerCase()
  .max(253, 'domain is too long')
  .superRefine((domain, ctx) => {
    const say = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (/^[a-z][a-z0-9+.-]*:/.test(domain) || domain.includes('/'))
      say('domain must be a domain such as infosys.com, not a web address: leave out https:// and any path');
    else if (domain.includes('@')) say('domain must be a domain such as infosys.com, not an email address: the part after the @');
    else if (!DOMAIN_PATTERN.test(domain)) say('domain must be a domain name such as infosys.com');
  });

export const companyEmailDomain = z.object({
  domain: z.string(),
  company: named,
  createdAt: z.string(),
  /** Members who may refer at the company now and sign in with an address at this domain. */
  referrers: z.number().int(),
});
export type CompanyEmailDomain = z.infer<typeof companyEmailDomain>;

export const COMPANY_DOMAINS_PAGE_SIZE = 50;

export const companyDomainsQuery = z.object({
  /** Part of a domain or of a company's name. */
  q: z.string().trim().max(100, 'q is too long').optional(),
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(1000, 'page must be at most 1000').default(1),
});
export type CompanyDomainsQuery = z.infer<typeof companyDomainsQuery>;

export const companyDomainBody = z.object({ company: companySlug, domain: workEmailDomain }).strict();
export type CompanyDomainBody = z.infer<typeof companyDomainBody>;

/** What removing a domain did: referrers it no longer proves, and open requests nobody can answer any more, closed. */
export const companyDomainRemoved = z.object({
  domain: z.string(),
  company: named,
  /** Referrers at the company who may no longer refer there (their address was their only proof). */
  referrersLost: z.number().int(),
  /** Open requests at the company left with no eligible matching referrer: closed, a bundle's credits refunded. */
  requestsClosed: z.number().int(),
});
export type CompanyDomainRemoved = z.infer<typeof companyDomainRemoved>;

const domainAdmin = routesOf('referrals', 'admin');

export const listCompanyDomains = domainAdmin.get('/admin/company-domains', pageOf(companyEmailDomain), {
  summary: "Companies' work-email domains (admins), by company then domain, 50 a page; filtered by part of a domain or company name",
  querystring: companyDomainsQuery,
});

export const addCompanyDomain = domainAdmin.post('/admin/company-domains', companyEmailDomain, {
  summary: "Records a company's work-email domain (admins): a verified address there then proves its member works at the company",
  body: companyDomainBody,
});

export const removeCompanyDomain = domainAdmin.delete('/admin/company-domains/:domain', companyDomainRemoved, {
  summary:
    'Removes a work-email domain (admins): referrers it was the only proof for stop referring there at once; open requests left without an eligible referrer close (a bundle refunded)',
  params: z.object({ domain: workEmailDomain }),
});
