import type { Region } from '@paysight/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { appMeta, companies, jobFamilies, jobs, jobSources, locations, skills, titles, type JobLocation } from '../schema/index.js';
import { DEMO_SKILLS } from './salaries.js';
import { FAMILY_FACTOR, LEVEL_FACTOR, METRO_FACTOR, MID_LEVEL_BASE, TITLE_MODEL } from './salary-model.js';

/**
 * Demo job postings for the embedded demo: generated from the demo catalogue with a fixed seed, so
 * every machine lists the same jobs, each marked isDemo (the pages say "Demo job"). Their apply
 * links point at the company's page on Paysight, never at a real employer's careers site. Postings
 * age like real ones would, so the dates are kept fresh: on each start, jobs seeded N days ago
 * move N days forward (SPEC §9 lists only jobs updated within the last month).
 */

export const JOBS_DEMO_VERSION = 2;
export const JOBS_DEMO_SEED = 20261124;
export const JOBS_DEMO_COUNT = 600;
const META_KEY = 'demo_jobs';

const ALL_BUT_CLINICAL = [
  'Software Engineering',
  'Engineering Management',
  'Data and AI',
  'Product',
  'Design',
  'Sales and Marketing',
  'Business and Consulting',
  'Finance',
  'People',
] as const;

/**
 * The job families a company of each industry hires (catalog-data.ts industries): hospitals post
 * clinical, finance and people roles; banks and IT services no design or marketing roles; no one
 * outside healthcare posts clinical ones. An industry not listed hires like a technology company.
 */
export const HIRING_FAMILIES: Record<string, readonly string[]> = {
  Healthcare: ['Healthcare', 'Finance', 'People', 'Business and Consulting'],
  'Financial Services': [
    'Software Engineering',
    'Engineering Management',
    'Data and AI',
    'Product',
    'Finance',
    'Business and Consulting',
    'People',
    'Sales and Marketing',
  ],
  Retail: ['Software Engineering', 'Engineering Management', 'Data and AI', 'Product', 'Design', 'Business and Consulting', 'People'],
  'IT Services': [
    'Software Engineering',
    'Engineering Management',
    'Data and AI',
    'Business and Consulting',
    'Sales and Marketing',
    'People',
  ],
  Consulting: ['Business and Consulting', 'Software Engineering', 'Engineering Management', 'Data and AI', 'Finance', 'Design', 'People'],
};
export const hiringFamilies = (industry: string | null): readonly string[] => HIRING_FAMILIES[industry ?? ''] ?? ALL_BUT_CLINICAL;

/** Share of openings by family, among the families a company hires. */
const FAMILY_OPENINGS: Record<string, number> = {
  'Software Engineering': 40,
  'Engineering Management': 5,
  'Data and AI': 12,
  Product: 8,
  Design: 4,
  'Sales and Marketing': 8,
  'Business and Consulting': 8,
  Finance: 5,
  People: 5,
  Healthcare: 60,
};
/** Share of openings by standard level (within the title's own levels). */
const LEVEL_OPENINGS = [0, 0.17, 0.35, 0.28, 0.12, 0.05, 0.03];
/** Titles whose entry-level openings are sometimes internships (the roles companies run intern programmes for). */
export const INTERN_TITLES = new Set([
  'Software Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Full Stack Engineer',
  'Mobile Engineer',
  'QA Engineer',
  'Data Scientist',
  'Data Analyst',
  'Data Engineer',
  'Machine Learning Engineer',
  'Product Manager',
  'Product Designer',
  'UX Researcher',
  'Business Analyst',
  'Financial Analyst',
]);
/** A monthly stipend against the entry-level monthly base (India's stipends run about half of it, US internships near full pay). */
export const STIPEND_SHARE: Record<Region, number> = { in: 0.5, us: 0.8 };
/** Records a company needs in a city (the privacy floor of a breakdown) before its jobs go there rather than to its other cities. */
const CITY_SLICE = 5;
/** Where a company with no records yet hires: the main hubs of the regions it works in. */
const HUBS: Record<Region, string[]> = {
  in: ['Bengaluru', 'Hyderabad', 'Pune', 'Chennai', 'Gurugram', 'Mumbai'],
  us: ['San Francisco', 'New York', 'Seattle', 'Austin', 'Boston', 'Chicago'],
};

/** Titles named by their role, not by an engineering ladder: seniority is "Senior" at most. */
const ROLE_TITLES = new Set([
  'Engineering Manager',
  'Director of Engineering',
  'Solutions Architect',
  'Marketing Manager',
  'Customer Success Manager',
  'Operations Manager',
  'Management Consultant',
  'Investment Banking Analyst',
  'Chartered Accountant',
  'HR Business Partner',
  'Technical Program Manager',
  'Program Manager',
]);
const LADDER_FAMILIES = new Set(['Software Engineering', 'Data and AI', 'Design']);

/** The posting's title at a standard level: "Senior Data Engineer", "Staff Software Engineer", "Associate Product Manager". */
export function postingTitle(title: string, family: string, level: number, min: number): string {
  if (family === 'Healthcare' || title === 'Investment Banking Analyst') return title;
  if (ROLE_TITLES.has(title)) return level >= min + 1 && level >= 3 ? `Senior ${title}` : title;
  if (title === 'Product Manager') return ['Associate ', '', 'Senior ', 'Group ', 'Principal ', 'Principal '][level - 1] + title;
  if (LADDER_FAMILIES.has(family)) return ['Associate ', '', 'Senior ', 'Staff ', 'Senior Staff ', 'Principal '][level - 1] + title;
  return ['Associate ', '', 'Senior ', 'Lead ', 'Lead ', 'Lead '][level - 1] + title;
}

function pickWeighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

const round = (n: number, to: number) => Math.max(to, Math.round(n / to) * to);

/** Per family: the teams that hire, what the job does, and the background asked for. */
export const FAMILY_TEXT: Record<string, { teams: string[]; duties: string[]; background: string }> = {
  'Software Engineering': {
    teams: ['Platform', 'Payments', 'Growth', 'Core Infrastructure', 'Search', 'Mobile Apps', 'Developer Tools', 'Checkout'],
    duties: [
      'Design, build and run services used by millions of customers.',
      'Own features end to end, from design review to production and on-call.',
      'Write tests and keep the build fast and the services reliable.',
      'Review code and mentor engineers on the team.',
      'Work with product managers and designers to scope and ship releases.',
    ],
    background: 'building and shipping software',
  },
  'Engineering Management': {
    teams: ['Platform', 'Payments', 'Growth', 'Core Infrastructure', 'Data Platform', 'Consumer Apps'],
    duties: [
      'Lead a team of engineers: hiring, growth and performance reviews.',
      'Set the technical direction with staff engineers and product partners.',
      'Plan quarterly roadmaps and deliver them on time.',
      'Keep the services your team owns healthy and on-call sustainable.',
    ],
    background: 'software engineering, including leading engineering teams',
  },
  'Data and AI': {
    teams: ['Data Platform', 'Analytics', 'Machine Learning', 'Personalisation', 'Risk and Fraud', 'Marketing Science'],
    duties: [
      'Build data pipelines and models that the business relies on.',
      'Turn questions from product and business teams into analyses and dashboards.',
      'Design experiments and explain their results to decision makers.',
      'Take models from prototype to production and monitor them.',
    ],
    background: 'data analysis, data engineering or machine learning',
  },
  Product: {
    teams: ['Payments', 'Growth', 'Marketplace', 'Platform', 'Consumer Apps', 'Merchant Experience'],
    duties: [
      'Talk to customers and turn what you learn into a clear roadmap.',
      'Write specifications and work with engineering and design to ship them.',
      'Define success metrics and track them after every launch.',
      'Align stakeholders across sales, support and leadership.',
    ],
    background: 'product or program management',
  },
  Design: {
    teams: ['Consumer Apps', 'Design Systems', 'Growth', 'Merchant Experience', 'Research'],
    duties: [
      'Design flows from early sketches to polished, accessible screens.',
      'Run usability studies and bring customers’ voices to the team.',
      'Contribute to the design system and keep the product consistent.',
      'Work closely with product managers and engineers on every release.',
    ],
    background: 'product design or user research',
  },
  'Sales and Marketing': {
    teams: ['Enterprise Sales', 'Mid-Market Sales', 'Customer Success', 'Product Marketing', 'Brand and Growth Marketing'],
    duties: [
      'Own a territory or book of accounts and grow it quarter over quarter.',
      'Run discovery calls, demos and proposals with customers.',
      'Work with product and marketing on campaigns and launches.',
      'Keep the pipeline accurate in the CRM and forecast reliably.',
    ],
    background: 'B2B sales, customer success or marketing',
  },
  'Business and Consulting': {
    teams: ['Strategy', 'Business Operations', 'Client Delivery', 'Transformation', 'Supply Chain'],
    duties: [
      'Break down ambiguous business problems and recommend what to do.',
      'Build models and presentations for senior stakeholders and clients.',
      'Run projects with cross-functional teams and track outcomes.',
      'Improve processes and measure the savings.',
    ],
    background: 'consulting, business analysis or operations',
  },
  Finance: {
    teams: ['Financial Planning and Analysis', 'Corporate Finance', 'Controllership', 'Treasury', 'Investment Banking'],
    duties: [
      'Prepare budgets, forecasts and monthly business reviews.',
      'Build financial models for investments and pricing decisions.',
      'Close the books accurately and on time, and work with auditors.',
      'Partner with business leaders on costs and margins.',
    ],
    background: 'finance, accounting or investment banking',
  },
  People: {
    teams: ['Talent Acquisition', 'HR Business Partnering', 'People Operations', 'Campus Hiring'],
    duties: [
      'Partner with hiring managers to find and close great candidates.',
      'Advise leaders on performance, compensation and team changes.',
      'Run HR processes smoothly, from onboarding to exits.',
      'Improve employee experience with data from surveys and exits.',
    ],
    background: 'recruiting or HR',
  },
  Healthcare: {
    teams: [
      'Emergency Department',
      'Intensive Care',
      'Outpatient Clinics',
      'Inpatient Pharmacy',
      'Rehabilitation Services',
      'Medical-Surgical Unit',
    ],
    duties: [
      'Provide safe, evidence-based care to patients and their families.',
      'Document care accurately in the electronic health record.',
      'Work with physicians, nurses and therapists in a multidisciplinary team.',
      'Follow infection-control and patient-safety protocols.',
    ],
    background: 'clinical practice, with an active state licence',
  },
};

function description(
  rng: Rng,
  input: {
    title: string;
    company: string;
    family: string;
    skills: string[];
    remote: string;
    city: string;
    internship: boolean;
    level: number;
  },
) {
  const text0 = FAMILY_TEXT[input.family] ?? FAMILY_TEXT['Software Engineering']!;
  const team = rng.pick(text0.teams);
  const duties = [...text0.duties].sort(() => rng.next() - 0.5).slice(0, 3);
  const years = input.internship ? null : (['0–2', '2+', '4+', '6+', '8+', '10+', '12+'][input.level] ?? '3+');
  const [first, second, ...rest] = input.skills;
  const where = input.remote === 'full' ? ' (fully remote)' : ` in ${input.city}`;
  const paragraphs = [
    `<p>${input.company} is hiring ${/^[AEIOU]/i.test(input.title) ? 'an' : 'a'} ${input.title} for its ${team} team${where}. This is a demo posting generated by Paysight to show how job search works; it is not a real opening.</p>`,
    `<h3>What you will do</h3><ul>${duties.map((d) => `<li>${d}</li>`).join('')}${first ? `<li>Use ${first}${second ? ` and ${second}` : ''} every day.</li>` : ''}</ul>`,
    `<h3>What we look for</h3><ul>${
      input.internship
        ? `<li>A student in the final years of a degree, interested in ${text0.background}.</li>`
        : `<li>${years} years of experience in ${text0.background}.</li>`
    }${input.skills.map((s) => `<li>Hands-on experience with ${s}.</li>`).join('')}</ul>`,
    rest.length > 0 ? `<p>Nice to have: ${rest.join(', ')}.</p>` : '',
  ];
  const html = paragraphs.join('');
  const text = html
    .replace(/<\/(p|li|h3)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return { html, text };
}

/**
 * The jobs, deterministically for a seed; dates are offsets (days before `now`). A job is posted
 * only in a family the company's industry hires (HIRING_FAMILIES), at a title the company type
 * has (TITLE_MODEL), in a city where the company has demo salary records (its main hubs while it
 * has none); internships are paid a monthly stipend.
 */
export async function generateDemoJobs(db: Db, options: { now: Date; count?: number; seed?: number }) {
  const rng = createRng(options.seed ?? JOBS_DEMO_SEED);
  const companyRows = await db.select().from(companies).where(eq(companies.isDemo, true)).orderBy(companies.id);
  const titleRows = await db
    .select({ id: titles.id, name: titles.name, family: jobFamilies.name })
    .from(titles)
    .innerJoin(jobFamilies, eq(jobFamilies.id, titles.familyId))
    .where(eq(titles.isDemo, true))
    .orderBy(titles.id);
  const locationRows = await db.select().from(locations).orderBy(locations.id);
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  const skillId = new Map(skillRows.map((s) => [s.name, s.id]));
  if (companyRows.length === 0 || titleRows.length === 0 || locationRows.length === 0) return [];
  // The cities each company has demo records in, with how many (one grouped pass over the records).
  const cityRows = await queryRows<{ company_id: number; location_id: number; n: number }>(
    db,
    sql`select company_id, location_id, count(*)::int as n from salary_records
      where source = 'demo' and location_id is not null group by 1, 2 order by 1, 2`,
  );
  const locationById = new Map(locationRows.map((l) => [l.id, l]));
  const citiesOf = new Map<number, { items: typeof locationRows; weights: number[] }>();
  for (const r of cityRows) {
    const loc = locationById.get(Number(r.location_id));
    if (!loc || (loc.countryCode !== 'in' && loc.countryCode !== 'us')) continue;
    const entry = citiesOf.get(Number(r.company_id)) ?? { items: [], weights: [] };
    entry.items.push(loc);
    entry.weights.push(Number(r.n));
    citiesOf.set(Number(r.company_id), entry);
  }
  // Where a company has cities with a salary slice of their own (MIN_SLICE records), its jobs are there only.
  for (const [id, entry] of citiesOf) {
    const big = entry.items.map((_, k) => k).filter((k) => entry.weights[k]! >= CITY_SLICE);
    if (big.length > 0) citiesOf.set(id, { items: big.map((k) => entry.items[k]!), weights: big.map((k) => entry.weights[k]!) });
  }
  const hubsOf = (c: (typeof companyRows)[number]) => {
    const regions: Region[] = c.industry === 'Healthcare' ? ['us'] : (c.headquarters ?? '').endsWith(', IN') ? ['in'] : ['in', 'us'];
    const items = locationRows.filter((l) => regions.some((cc) => cc === l.countryCode && HUBS[cc].includes(l.city)));
    return { items, weights: items.map(() => 1) };
  };

  const rows: (typeof jobs.$inferInsert)[] = [];
  for (let i = 0; i < (options.count ?? JOBS_DEMO_COUNT); i++) {
    const company = rng.pick(companyRows);
    const families = hiringFamilies(company.industry);
    const family = pickWeighted(
      rng,
      families,
      families.map((f) => FAMILY_OPENINGS[f] ?? 1),
    );
    const fitting = titleRows.filter(
      (t) => t.family === family && (!TITLE_MODEL[t.name]?.types || TITLE_MODEL[t.name]!.types!.includes(company.type)),
    );
    const pool = fitting.length > 0 ? fitting : titleRows.filter((t) => t.family === 'Software Engineering');
    const title = pickWeighted(
      rng,
      pool,
      pool.map((t) => TITLE_MODEL[t.name]?.weight ?? 1),
    );
    const model = TITLE_MODEL[title.name];
    const [minLevel, maxLevel] = model?.levels ?? [1, 6];
    const levels = [1, 2, 3, 4, 5, 6].filter((l) => l >= minLevel && l <= maxLevel);
    const level = pickWeighted(
      rng,
      levels,
      levels.map((l) => LEVEL_OPENINGS[l]!),
    );
    const internship = level === 1 && INTERN_TITLES.has(title.name) && rng.next() < 0.3;
    const cities = citiesOf.get(company.id) ?? hubsOf(company);
    const city = cities.items.length > 0 ? pickWeighted(rng, cities.items, cities.weights) : rng.pick(locationRows);
    const region: Region = city.countryCode === 'in' ? 'in' : 'us';
    const remote =
      family === 'Healthcare' || internship ? 'none' : pickWeighted(rng, ['none', 'hybrid', 'full'] as const, [0.5, 0.35, 0.15]);
    const familySkills = DEMO_SKILLS[title.family] ?? [];
    const picked = [...familySkills].sort(() => rng.next() - 0.5).slice(0, Math.min(familySkills.length, rng.int(3, 5)));
    const postedDaysAgo = rng.int(0, 27);
    const updatedDaysAgo = rng.int(0, postedDaysAgo);
    const name = internship ? `${title.name} Intern` : postingTitle(title.name, family, level, minLevel);
    const { html, text } = description(rng, {
      title: name,
      company: company.name,
      family,
      skills: picked,
      remote,
      city: city.city,
      internship,
      level,
    });
    // The model's yearly base for the job: the company type's mid-level base, the level, the title and the city.
    const base =
      MID_LEVEL_BASE[company.type][region] *
      (LEVEL_FACTOR[region][level] ?? 1) *
      (model ? model[region] : (FAMILY_FACTOR[family] ?? 1)) *
      (METRO_FACTOR[city.metro] ?? 0.8);
    // Internships always state their stipend, by the month; US postings show pay far more often
    // (pay-transparency laws), Indian ones rarely.
    let pay: { min: number; max: number; currency: string; interval: 'year' | 'month' } | null = null;
    if (internship) {
      const monthly = (base / 12) * STIPEND_SHARE[region];
      const step = region === 'in' ? 5_000 : 100;
      pay = {
        min: round(monthly * 0.9, step),
        max: round(monthly * 1.1, step),
        currency: region === 'in' ? 'INR' : 'USD',
        interval: 'month',
      };
    } else if (rng.next() < (region === 'us' ? 0.6 : 0.2)) {
      const step = region === 'in' ? 50_000 : 5_000;
      pay = { min: round(base * 0.85, step), max: round(base * 1.2, step), currency: region === 'in' ? 'INR' : 'USD', interval: 'year' };
    }
    const location: JobLocation = {
      raw: `${city.city}, ${city.state}, ${region === 'in' ? 'India' : 'United States'}`,
      city: city.city,
      state: city.state,
      countryCode: region,
      locationId: city.id,
    };
    const day = 86_400_000;
    rows.push({
      title: name,
      titleId: title.id,
      standardLevel: level,
      titleKey: name.toLowerCase(),
      companyId: company.id,
      locations: [location],
      locationIds: [city.id],
      countryCodes: [region],
      locationKey: `${city.city.toLowerCase()}|${region}`,
      remote,
      employmentType: internship ? 'internship' : 'full-time',
      department: family,
      descriptionHtml: html,
      descriptionText: text,
      skillIds: picked.flatMap((s) => skillId.get(s) ?? []),
      payMin: pay?.min ?? null,
      payMax: pay?.max ?? null,
      payCurrency: pay?.currency ?? null,
      payInterval: pay?.interval ?? null,
      postedAt: new Date(options.now.getTime() - postedDaysAgo * day - rng.int(0, day - 1)),
      updatedAt: new Date(options.now.getTime() - updatedDaysAgo * day),
      applyUrl: `/${region}/company/${company.slug}`,
      isDemo: true,
    });
  }
  return rows;
}

/**
 * Loads the demo jobs once per version, and on later starts moves their dates forward by the whole
 * days since they were last moved. Returns how many were inserted (0 when already current).
 */
export async function seedJobsDemo(db: Db, options: { now?: Date; count?: number } = {}): Promise<{ loaded: boolean; jobs: number }> {
  const now = options.now ?? new Date();
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const state = meta?.value as { version: number; shiftedAt: string; salariesSeededAt?: string | null } | undefined;
  // Jobs are placed where the demo records are: new demo records (a new salary dataset) bring new jobs.
  const [salaries] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_data'));
  const salariesSeededAt = (salaries?.value as { seededAt?: string } | undefined)?.seededAt ?? null;
  if (state && state.version >= JOBS_DEMO_VERSION && (state.salariesSeededAt ?? null) === salariesSeededAt) {
    const days = Math.floor((now.getTime() - new Date(state.shiftedAt).getTime()) / 86_400_000);
    if (days >= 1) {
      await db.transaction(async (tx) => {
        const shift = sql.raw(`interval '${days} days'`);
        await tx
          .update(jobs)
          .set({ postedAt: sql`${jobs.postedAt} + ${shift}`, updatedAt: sql`${jobs.updatedAt} + ${shift}` })
          .where(eq(jobs.isDemo, true));
        await tx
          .update(jobSources)
          .set({ updatedAt: sql`${jobSources.updatedAt} + ${shift}` })
          .where(eq(jobSources.boardType, 'demo'));
        const value = {
          version: state.version,
          shiftedAt: new Date(new Date(state.shiftedAt).getTime() + days * 86_400_000).toISOString(),
          salariesSeededAt,
        };
        await tx.update(appMeta).set({ value, updatedAt: now }).where(eq(appMeta.key, META_KEY));
      });
    }
    return { loaded: false, jobs: 0 };
  }
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(jobs).where(eq(jobs.isDemo, true));
    const rows = await generateDemoJobs(t, { now, count: options.count });
    let inserted = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const ids = await t.insert(jobs).values(batch).returning({ id: jobs.id, updatedAt: jobs.updatedAt, applyUrl: jobs.applyUrl });
      await t.insert(jobSources).values(
        ids.map((r) => ({
          jobId: r.id,
          boardType: 'demo' as const,
          boardToken: 'paysight-demo',
          externalId: `demo-${r.id}`,
          applyUrl: r.applyUrl,
          updatedAt: r.updatedAt,
        })),
      );
      inserted += ids.length;
    }
    const value = { version: JOBS_DEMO_VERSION, shiftedAt: now.toISOString(), salariesSeededAt };
    await t
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: now } });
    return { loaded: true, jobs: inserted };
  });
}
