import { companySlug, resolveVesting, titleSlug, type Region } from '@paysight/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { createRng, type Rng } from '../factories/random.js';
import { bulkInsertSalaryRecords } from '../bulk-insert.js';
import {
  companies,
  companyLevels,
  jobFamilies,
  locations,
  salaryTotals,
  schools,
  skills,
  titles,
  type NewSalaryRecord,
} from '../schema/index.js';
import {
  BASE_NOISE,
  BONUS_SHARE,
  DEMO_ANCHOR_DATE,
  FAMILY_FACTOR,
  LEVEL_EXPERIENCE,
  LEVEL_FACTOR,
  METRO_FACTOR,
  MID_LEVEL_BASE,
  STOCK_LEVEL_GROWTH,
  STOCK_NOISE,
  STOCK_SHARE,
} from './salary-model.js';

/** Company ladders: the company's own names for standard levels 1–6. */
const NAMED_LADDERS: Record<string, string[]> = {
  Google: ['L3', 'L4', 'L5', 'L6', 'L7', 'L8'],
  Meta: ['E3', 'E4', 'E5', 'E6', 'E7', 'E8'],
  Amazon: ['SDE I', 'SDE II', 'SDE III', 'Principal', 'Senior Principal', 'Distinguished'],
  Microsoft: ['59', '61', '63', '65', '67', '68'],
};
const TYPE_LADDERS: Record<string, string[]> = {
  'faang+': ['L3', 'L4', 'L5', 'L6', 'L7', 'L8'],
  product: ['SDE 1', 'SDE 2', 'SDE 3', 'Staff', 'Principal', 'Distinguished'],
  unicorn: ['SDE 1', 'SDE 2', 'SDE 3', 'Staff', 'Principal', 'Distinguished'],
  startup: ['Engineer 1', 'Engineer 2', 'Senior Engineer', 'Staff', 'Principal', 'Chief Architect'],
  'it-services': ['Associate', 'Senior Associate', 'Lead', 'Manager', 'Senior Manager', 'Director'],
  consulting: ['Analyst', 'Consultant', 'Senior Consultant', 'Manager', 'Senior Manager', 'Partner'],
  finance: ['Analyst', 'Associate', 'Vice President', 'Director', 'Managing Director', 'Partner'],
  gcc: ['Engineer I', 'Engineer II', 'Senior Engineer', 'Lead Engineer', 'Principal Engineer', 'Distinguished Engineer'],
  other: ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6'],
};

const FAMILY_WEIGHTS: Record<string, number> = {
  'Software Engineering': 45,
  'Data and AI': 12,
  Product: 8,
  'Engineering Management': 5,
  Design: 4,
  'Sales and Marketing': 6,
  'Business and Consulting': 6,
  Finance: 5,
  People: 4,
  Healthcare: 5,
};
/** Share of records at standard levels 1–6. */
const LEVEL_WEIGHTS = [22, 30, 25, 13, 7, 3];
const CITY_WEIGHTS: Record<string, number> = {
  Bengaluru: 30,
  Hyderabad: 18,
  Pune: 12,
  Chennai: 10,
  Mumbai: 8,
  Gurugram: 8,
  Noida: 6,
  'New Delhi': 3,
  Kolkata: 3,
  Ahmedabad: 1,
  Kochi: 0.5,
  Jaipur: 0.5,
  Coimbatore: 0.5,
  Chandigarh: 0.5,
  'San Francisco': 14,
  'New York': 16,
  Seattle: 12,
  Austin: 7,
  'Mountain View': 6,
  Boston: 6,
  Sunnyvale: 5,
  'San Jose': 5,
  Redmond: 5,
  Bellevue: 4,
  'Los Angeles': 4,
  Chicago: 4,
  'Palo Alto': 3,
  Denver: 3,
  Atlanta: 2,
  Dallas: 2,
  Raleigh: 1,
  'San Diego': 1,
};
const SIZE_WEIGHT: Record<string, number> = { '1-50': 1, '51-200': 2, '201-1000': 3, '1001-5000': 5, '5001-10000': 7, '10001+': 10 };

export const DEMO_SKILLS: Record<string, string[]> = {
  'Software Engineering': [
    'Java',
    'Python',
    'Go',
    'JavaScript',
    'TypeScript',
    'React',
    'Node.js',
    'Kubernetes',
    'AWS',
    'System Design',
    'SQL',
    'C++',
  ],
  'Engineering Management': ['People Management', 'System Design', 'Agile', 'Hiring'],
  'Data and AI': ['Python', 'SQL', 'Machine Learning', 'Spark', 'Statistics', 'PyTorch', 'Deep Learning'],
  Product: ['Product Strategy', 'Analytics', 'SQL', 'Roadmapping'],
  Design: ['Figma', 'User Research', 'Interaction Design'],
  'Sales and Marketing': ['Salesforce', 'Negotiation', 'SEO', 'Account Management'],
  'Business and Consulting': ['Excel', 'Stakeholder Management', 'SQL', 'Strategy'],
  Finance: ['Excel', 'Financial Modeling', 'Valuation', 'Accounting'],
  People: ['Recruiting', 'HR Operations', 'Employee Relations'],
  Healthcare: ['Patient Care', 'Epic', 'Critical Care'],
};
/** Degrees on a record's education tags, by region. */
const DEGREES = {
  in: ['B.Tech', 'B.E.', 'M.Tech', 'MCA', 'MBA', 'B.Sc'],
  us: ['BS', 'BA', 'MS', 'MBA', 'PhD'],
};

function weightedPicker<T>(items: Array<{ item: T; weight: number }>) {
  const total = items.reduce((sum, x) => sum + x.weight, 0);
  return (rng: Rng): T => {
    let r = rng.next() * total;
    for (const x of items) {
      r -= x.weight;
      if (r <= 0) return x.item;
    }
    return items[items.length - 1]!.item;
  };
}

const lognormal = (rng: Rng, sd: number) => Math.exp(rng.normal(0, sd) - (sd * sd) / 2);
const roundTo = (value: number, unit: number) => Math.max(unit, Math.round(value / unit) * unit);

function addDays(isoDate: string, days: number) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Company ladders for every job family, and the skills list (idempotent). */
export async function seedLevelsAndSkills(db: Db) {
  const allCompanies = await db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.isDemo, true));
  const families = await db.select().from(jobFamilies);
  const rows = allCompanies.flatMap((c) => {
    const ladder = NAMED_LADDERS[c.name] ?? TYPE_LADDERS[c.type] ?? TYPE_LADDERS.other!;
    return families.flatMap((f) => ladder.map((name, i) => ({ companyId: c.id, familyId: f.id, name, standardLevel: i + 1 })));
  });
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insert(companyLevels)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  const names = [...new Set(Object.values(DEMO_SKILLS).flat())];
  await db
    .insert(skills)
    .values(names.map((name) => ({ name, slug: titleSlug(name) })))
    .onConflictDoNothing();
}

/**
 * Generates `count` demo salary records from the model in salary-model.ts, deterministically for
 * a seed, and inserts them in batches. Returns the number inserted.
 */
export async function generateDemoSalaries(db: Db, options: { count: number; seed: number; batchSize?: number }): Promise<number> {
  const rng = createRng(options.seed);
  const batchSize = options.batchSize ?? 5000;

  const companyRows = await db.select().from(companies).where(eq(companies.isDemo, true));
  const titleRows = await db
    .select({ id: titles.id, name: titles.name, family: jobFamilies.name })
    .from(titles)
    .innerJoin(jobFamilies, eq(jobFamilies.id, titles.familyId));
  const levelRows = await db.select().from(companyLevels);
  const locationRows = await db.select().from(locations);
  const skillRows = await db.select().from(skills);
  const familyRows = await db.select().from(jobFamilies);
  const schoolRows = await db.select({ id: schools.id, countryCode: schools.countryCode }).from(schools).where(eq(schools.isDemo, true));
  const schoolIds = { in: schoolRows.filter((r) => r.countryCode === 'in'), us: schoolRows.filter((r) => r.countryCode === 'us') };

  const familyIdByName = new Map(familyRows.map((f) => [f.name, f.id]));
  const skillIdByName = new Map(skillRows.map((s) => [s.name, s.id]));
  const levelId = new Map(levelRows.map((l) => [`${l.companyId}:${l.familyId}:${l.standardLevel}`, { id: l.id }]));

  const regions = ['in', 'us'] as const;
  // Indian-headquartered companies hire in India; hospital systems in the US; the rest in both.
  const presentIn = (c: (typeof companyRows)[number], cc: Region) =>
    cc === 'in' ? c.industry !== 'Healthcare' : !(c.headquarters ?? '').endsWith(', IN');
  const companyPickers = Object.fromEntries(
    regions.map((cc) => [
      cc,
      weightedPicker(
        companyRows.filter((c) => presentIn(c, cc)).map((c) => ({ item: c, weight: SIZE_WEIGHT[c.sizeBand ?? '1001-5000'] ?? 5 })),
      ),
    ]),
  ) as Record<Region, (rng: Rng) => (typeof companyRows)[number]>;
  const cityPickers = Object.fromEntries(
    regions.map((cc) => [
      cc,
      weightedPicker(locationRows.filter((l) => l.countryCode === cc).map((l) => ({ item: l, weight: CITY_WEIGHTS[l.city] ?? 1 }))),
    ]),
  ) as Record<Region, (rng: Rng) => (typeof locationRows)[number]>;
  const titlesByFamily = new Map<string, typeof titleRows>();
  for (const t of titleRows) titlesByFamily.set(t.family, [...(titlesByFamily.get(t.family) ?? []), t]);
  const familyPicker = {
    in: weightedPicker(
      Object.entries(FAMILY_WEIGHTS)
        .filter(([f]) => f !== 'Healthcare')
        .map(([f, w]) => ({ item: f, weight: w })),
    ),
    us: weightedPicker(Object.entries(FAMILY_WEIGHTS).map(([f, w]) => ({ item: f, weight: w }))),
  };
  const levelPicker = weightedPicker(LEVEL_WEIGHTS.map((w, i) => ({ item: i + 1, weight: w })));

  let inserted = 0;
  let batch: NewSalaryRecord[] = [];
  for (let n = 0; n < options.count; n++) {
    const cc = rng.next() < 0.55 ? 'in' : 'us';
    const company = companyPickers[cc](rng);
    const healthcareOrg = company.industry === 'Healthcare';
    const family = healthcareOrg && rng.next() < 0.7 ? 'Healthcare' : familyPicker[cc](rng);
    const familyTitles = titlesByFamily.get(family) ?? titleRows;
    const title = rng.pick(familyTitles);
    let level = levelPicker(rng);
    if (family === 'Engineering Management' && level < 3) level += 2;
    const city = cityPickers[cc](rng);
    const [minYoe, maxYoe] = LEVEL_EXPERIENCE[level]!;
    const yoe = rng.int(minYoe, maxYoe);
    const years = Math.min(yoe, rng.int(0, 6));

    const type = company.type;
    const model = MID_LEVEL_BASE[type][cc];
    const scale =
      (LEVEL_FACTOR[cc][level] ?? 1) * (FAMILY_FACTOR[family] ?? 1) * (METRO_FACTOR[city.metro] ?? 0.85) * (1 + Math.min(yoe, 25) * 0.004);
    const unit = cc === 'in' ? 10_000 : 1_000;
    const base = roundTo(model * scale * lognormal(rng, BASE_NOISE), unit);
    const stockShare = STOCK_SHARE[type] * (1 + STOCK_LEVEL_GROWTH[cc] * (level - 2));
    const stockYearly =
      stockShare > 0 && rng.next() < (type === 'it-services' ? 0.08 : 0.92)
        ? roundTo(base * Math.max(0.02, stockShare) * lognormal(rng, STOCK_NOISE), unit)
        : null;
    const vesting = resolveVesting(null, company.slug).percents.map((p) => p / 100);
    // The grant is yearly stock × vesting years; year one vests the schedule's first share of it.
    const stockFirstYear = stockYearly ? Math.round(stockYearly * vesting.length * vesting[0]!) : null;
    const bonus = rng.next() < 0.85 ? roundTo(base * BONUS_SHARE[type] * lognormal(rng, 0.3), unit) : null;
    const signingBonus =
      ['faang+', 'unicorn', 'product', 'finance'].includes(type) && rng.next() < 0.35
        ? roundTo(base * (0.08 + rng.next() * 0.17), unit)
        : null;
    const skillNames = DEMO_SKILLS[family] ?? [];
    const skillIds =
      skillNames.length > 0 ? [...new Set(Array.from({ length: rng.int(2, 4) }, () => skillIdByName.get(rng.pick(skillNames))!))] : null;
    const genderRoll = rng.next();
    const level1 = levelId.get(`${company.id}:${familyIdByName.get(family)}:${level}`);

    batch.push({
      countryCode: cc,
      currency: cc === 'in' ? 'INR' : 'USD',
      companyId: company.id,
      titleId: title.id,
      levelId: level1?.id ?? null,
      standardLevel: level,
      locationId: city.id,
      yearsOfExperience: yoe,
      yearsAtCompany: years,
      base,
      stockGrant: stockYearly ? stockYearly * vesting.length : null,
      vestingYears: stockYearly ? vesting.length : null,
      stockYearly,
      stockFirstYear: stockFirstYear,
      bonus,
      signingBonus,
      ...salaryTotals({ base, stockYearly, stockFirstYear, bonus, signingBonus }),
      reportedOn: addDays(DEMO_ANCHOR_DATE, -rng.int(0, 730)),
      skillIds,
      ...(rng.next() < 0.4 && schoolIds[cc].length > 0
        ? { schoolId: rng.pick(schoolIds[cc]).id, educationTags: [rng.pick(DEGREES[cc])] }
        : { schoolId: null, educationTags: null }),
      gender: genderRoll < 0.3 ? null : genderRoll < 0.52 ? 'female' : genderRoll < 0.985 ? 'male' : 'non-binary',
      source: 'demo',
      verification: 'demo',
    });
    if (batch.length >= batchSize) {
      inserted += await bulkInsertSalaryRecords(db, batch);
      batch = [];
    }
  }
  inserted += await bulkInsertSalaryRecords(db, batch);
  return inserted;
}

/** The vesting schedule the demo data uses for a company (fractions per year): its usual one (contract vesting.ts, ADR 016). */
export const vestingFor = (companyName: string) => resolveVesting(null, companySlug(companyName)).percents.map((p) => p / 100);
