import { resolveVesting, titleSlug, type Region } from '@paysight/contract';
import type { Rng } from '../factories/random.js';
import { salaryTotals, type COMPANY_TYPES, type NewSalaryRecord } from '../schema/index.js';
import { ladderFor, type Ladder } from './ladders.js';
import {
  BAND_RECENTRE,
  BASE_NOISE,
  BONUS_SHARE,
  DEMO_ANCHOR_DATE,
  LEVEL_FACTOR,
  METRO_FACTOR,
  MID_LEVEL_BASE,
  STOCK_LEVEL_GROWTH,
  STOCK_NOISE,
  STOCK_SHARE,
  TITLE_MODEL,
  WAGE_GROWTH,
  type TitleModel,
} from './salary-model.js';

/**
 * Demo career histories (ADR 004): people who studied somewhere, joined a first employer from
 * campus and moved on (IT services → GCC → product, product → unicorn → big tech, and some moves
 * down), and the salary records they report. Every demo salary record is one position of one demo
 * person, so the records, the company-to-company flows and the pay change on a move agree.
 * Pure: catalogue rows in, rows to insert out; the same seed yields the same people.
 */

type CompanyType = (typeof COMPANY_TYPES)[number];

export interface CatalogCompany {
  id: number;
  name: string;
  slug: string;
  type: CompanyType;
  industry: string | null;
  headquarters: string | null;
  sizeBand: string | null;
}
export interface CatalogTitle {
  id: number;
  name: string;
  family: string;
  familyId: number;
}
export interface CatalogLocation {
  id: number;
  city: string;
  metro: string | null;
  countryCode: string;
}
export interface CatalogSchool {
  id: number;
  name: string;
  countryCode: string;
}
export interface Catalog {
  companies: CatalogCompany[];
  titles: CatalogTitle[];
  locations: CatalogLocation[];
  schools: CatalogSchool[];
  /** company_levels ids by `${companyId}:${familyId}:${name}`. */
  levelIds: Map<string, number>;
  /** skills ids by name. */
  skillIds: Map<string, number>;
}

export interface DemoPosition {
  companyId: number;
  titleId: number;
  levelId: number | null;
  standardLevel: number;
  locationId: number;
  countryCode: Region;
  startDate: string;
  endDate: string | null;
  payTotal: number;
  /** What the position paid when it began (the move's offer): the pay change on a move is read against it. */
  startPayTotal: number;
}
export interface DemoEducation {
  schoolId: number;
  degree: string;
  major: string;
  majorSlug: string;
  startYear: number;
  endYear: number;
}
export interface DemoPerson {
  countryCode: Region;
  positions: DemoPosition[];
  education: DemoEducation[];
  records: NewSalaryRecord[];
}

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

/** Share of people by job family (healthcare: US hospital systems only). */
const FAMILY_WEIGHTS: Record<string, number> = {
  'Software Engineering': 48,
  'Data and AI': 12,
  Product: 8,
  Design: 4,
  'Sales and Marketing': 6,
  'Business and Consulting': 6,
  Finance: 5,
  People: 4,
  Healthcare: 5,
};

/** Years since the first job, today: most reporters are early in their careers. */
const EXPERIENCE_BANDS: ReadonlyArray<readonly [min: number, max: number, weight: number]> = [
  [0, 2, 20],
  [2, 5, 29],
  [5, 9, 26],
  [9, 14, 15],
  [14, 24, 10],
];
/** Years of experience at which the usual person reaches standard levels 2…6. */
const LEVEL_THRESHOLDS = [1, 3.5, 7, 10.5, 14];

/**
 * The first employer, from campus, by region, among the people who report pay: India's IT services
 * hire the most graduates, but reporters on a pay site lean to product companies (levels.fyi's India
 * entry level is mostly product, GCC and big tech). At a heavier IT-services share the entry-level
 * slice is mostly IT-services pay and the next level mostly product pay, and the step between the
 * two (+120 % for Bengaluru software engineers) was the company mix, not a promotion.
 */
const CAMPUS_TYPES: Record<Region, Partial<Record<CompanyType, number>>> = {
  in: { 'it-services': 18, gcc: 12, product: 11, consulting: 8, unicorn: 8, 'faang+': 6, finance: 5, startup: 4 },
  us: { 'faang+': 18, product: 24, unicorn: 10, finance: 12, consulting: 10, startup: 12, gcc: 7, 'it-services': 7 },
};
/**
 * Where people move next, by the type they leave (moves up the pay ladder, and some down). Most
 * IT-services switches are to another IT-services firm (TCS → Infosys → Cognizant), for +20–30 %.
 */
const NEXT_TYPES: Record<CompanyType, Partial<Record<CompanyType, number>>> = {
  'it-services': { 'it-services': 14, gcc: 3.5, product: 2, consulting: 1.5, unicorn: 1, 'faang+': 2.4, finance: 0.7, startup: 0.5 },
  gcc: { gcc: 3, product: 2, unicorn: 2, 'faang+': 1.2, finance: 0.8, startup: 0.6, 'it-services': 0.3, consulting: 0.4 },
  consulting: { consulting: 2, gcc: 1.5, product: 1.5, finance: 1, unicorn: 0.8, 'faang+': 0.5, 'it-services': 0.5, startup: 0.5 },
  product: { product: 3, unicorn: 1.5, 'faang+': 1.5, startup: 0.8, gcc: 0.5, finance: 0.5, consulting: 0.3 },
  unicorn: { unicorn: 1.5, 'faang+': 1.2, product: 1.5, startup: 1.2, gcc: 0.3, finance: 0.3 },
  'faang+': { 'faang+': 3, unicorn: 1.5, startup: 1.2, product: 1, finance: 0.3, gcc: 0.2 },
  finance: { finance: 3, 'faang+': 0.8, product: 1, unicorn: 0.8, gcc: 0.7, startup: 0.4, consulting: 0.3 },
  startup: { startup: 1.5, unicorn: 1.5, product: 1.5, 'faang+': 0.8, gcc: 0.5 },
  other: { other: 1, product: 1, gcc: 1, 'it-services': 0.5, consulting: 0.5 },
};
/** Families that go where their work is. */
const FAMILY_TYPE_BOOST: Record<string, Partial<Record<CompanyType, number>>> = {
  'Business and Consulting': { consulting: 4 },
  Finance: { finance: 4 },
};
/** Typical tiers, to tell a move up (IT services → big tech often costs a level) from a move across. */
const TIER: Record<CompanyType, number> = {
  'it-services': 0,
  other: 0,
  consulting: 1,
  gcc: 1,
  startup: 1,
  finance: 2,
  product: 2,
  unicorn: 2,
  'faang+': 3,
};
/** Share of demo records whose member sent a document that was checked (the verified tier). */
export const DEMO_VERIFIED_SHARE = 0.06;
/** Share of moves that come with a step up the ladder. */
const MOVE_LEVEL_UP: Record<Region, number> = { in: 0.3, us: 0.3 };
/**
 * What a move pays on top of the anchored offer (log mean): an Indian switch to a company of the
 * same kind is widely reported at +15–30 % (IT services to IT services about +20 %), more with a
 * new level or a better-paying company; US switches at +10–20 %.
 */
const MOVE_PREMIUM: Record<Region, number> = { in: 0.15, us: 0.04 };

/** How much of the model's pay gap a move closes at once (jump = gap^anchoring × premium). */
const PAY_ANCHORING: Record<Region, number> = { in: 0.5, us: 0.6 };

/** A title a person grows into when the level outgrows theirs. */
const GROWS_INTO: Record<string, string> = {
  'QA Engineer': 'Software Engineer',
  'Frontend Engineer': 'Software Engineer',
  'Full Stack Engineer': 'Software Engineer',
  'Mobile Engineer': 'Software Engineer',
  'DevOps Engineer': 'Site Reliability Engineer',
  'Security Engineer': 'Solutions Architect',
  'Data Analyst': 'Data Scientist',
  'Data Engineer': 'Data Scientist',
  'Engineering Manager': 'Director of Engineering',
  'Program Manager': 'Technical Program Manager',
  'Product Designer': 'Product Designer',
  'Account Executive': 'Marketing Manager',
  'Sales Engineer': 'Marketing Manager',
  'Customer Success Manager': 'Account Executive',
  'Business Analyst': 'Operations Manager',
  'Investment Banking Analyst': 'Financial Analyst',
  'Financial Analyst': 'Financial Analyst',
  Recruiter: 'HR Business Partner',
};

const SIZE_WEIGHT: Record<string, number> = { '1-50': 1, '51-200': 2, '201-1000': 3, '1001-5000': 5, '5001-10000': 7, '10001+': 10 };
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
/** How many graduates a school sends out, roughly (large state universities far more than the IITs). */
const SCHOOL_WEIGHTS: Record<string, number> = {
  'IIT Bombay': 1,
  'IIT Delhi': 1,
  'IIT Madras': 1,
  'IIT Kharagpur': 1.2,
  'NIT Trichy': 1.5,
  'BITS Pilani': 1.5,
  'IIIT Hyderabad': 0.8,
  'VIT Vellore': 4,
  'Anna University': 6,
  'Delhi University': 3,
  'Jadavpur University': 2,
  'Stanford University': 1.5,
  'Massachusetts Institute of Technology': 1,
  'University of California, Berkeley': 3,
  'Carnegie Mellon University': 1.5,
  'Georgia Institute of Technology': 3,
  'University of Illinois Urbana-Champaign': 3,
  'University of Washington': 3,
  'University of Texas at Austin': 4,
  'University of Michigan': 3,
  'Purdue University': 4,
  'Arizona State University': 5,
  'Rutgers University': 4,
};
/** Business schools: only as a postgraduate MBA. */
const MBA_ONLY = new Set(['IIM Ahmedabad']);

/** Undergraduate majors by family ([major, weight]); healthcare degrees are professional. */
const MAJORS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  tech: [
    ['Computer Science', 50],
    ['Information Technology', 14],
    ['Electronics and Communication', 18],
    ['Electrical Engineering', 9],
    ['Mechanical Engineering', 6],
    ['Mathematics', 3],
  ],
  data: [
    ['Computer Science', 40],
    ['Statistics', 15],
    ['Mathematics', 15],
    ['Electronics and Communication', 12],
    ['Economics', 10],
    ['Information Technology', 8],
  ],
  business: [
    ['Commerce', 25],
    ['Economics', 20],
    ['Computer Science', 20],
    ['Business Administration', 20],
    ['Mechanical Engineering', 10],
    ['Psychology', 5],
  ],
  design: [
    ['Design', 50],
    ['Psychology', 20],
    ['Computer Science', 20],
    ['Fine Arts', 10],
  ],
};
const majorGroup = (family: string) =>
  family === 'Software Engineering' || family === 'Engineering Management'
    ? 'tech'
    : family === 'Data and AI'
      ? 'data'
      : family === 'Design'
        ? 'design'
        : 'business';
const HEALTHCARE_EDUCATION: Record<string, { degree: string; major: string; years: number }> = {
  'Registered Nurse': { degree: 'BSN', major: 'Nursing', years: 4 },
  'Physical Therapist': { degree: 'DPT', major: 'Physical Therapy', years: 7 },
  Pharmacist: { degree: 'PharmD', major: 'Pharmacy', years: 6 },
  Physician: { degree: 'MD', major: 'Medicine', years: 8 },
};

function weightedPicker<T>(items: ReadonlyArray<{ item: T; weight: number }>) {
  const list = items.filter((x) => x.weight > 0);
  const total = list.reduce((sum, x) => sum + x.weight, 0);
  return (rng: Rng): T => {
    let r = rng.next() * total;
    for (const x of list) {
      r -= x.weight;
      if (r <= 0) return x.item;
    }
    return list[list.length - 1]!.item;
  };
}
const fromWeights = <K extends string>(weights: Partial<Record<K, number>>) =>
  weightedPicker(Object.entries(weights).map(([item, weight]) => ({ item: item as K, weight: weight as number })));

const lognormal = (rng: Rng, sd: number) => Math.exp(rng.normal(0, sd) - (sd * sd) / 2);
const roundTo = (value: number, unit: number) => Math.max(unit, Math.round(value / unit) * unit);

const DAY = 86_400_000;
const anchor = new Date(`${DEMO_ANCHOR_DATE}T00:00:00Z`);
const ANCHOR_DAY = Math.floor(anchor.getTime() / DAY);
const ANCHOR_MONTH = anchor.getUTCFullYear() * 12 + anchor.getUTCMonth();
/** Records are reported within the 24 months (730 days) before the anchor. */
const WINDOW_START_DAY = ANCHOR_DAY - 730;
/** Memoised by its integer argument: the generator asks for the same few thousand days and months millions of times. */
const memo = <T>(compute: (n: number) => T) => {
  const cache = new Map<number, T>();
  return (n: number): T => {
    let value = cache.get(n);
    if (value === undefined) cache.set(n, (value = compute(n)));
    return value;
  };
};
const monthDay = memo((month) => Math.floor(Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY));
const monthString = memo((month) => `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`);
const dayString = memo((day) => new Date(day * DAY).toISOString().slice(0, 10));
const YEAR_DAYS = 365.25;
/** Company types whose offers often carry a signing bonus. */
const SIGNING_TYPES: ReadonlySet<CompanyType> = new Set(['faang+', 'unicorn', 'product', 'finance']);

/** A position being built: its pay draws are fixed once, so its pay can be read at any date. */
interface Stint {
  company: CatalogCompany;
  title: CatalogTitle;
  model: TitleModel;
  /** The level the position was taken at; `level` is the one it ended at (a promotion in place). */
  startLevel: number;
  level: number;
  levelId: number | null;
  location: CatalogLocation;
  cc: Region;
  startMonth: number;
  /** Last month held; null while current. */
  endMonth: number | null;
  noise: number;
  stockNoise: number;
  hasStock: boolean;
  bonusNoise: number | null;
  signingShare: number | null;
  /** The person's pay factor when they took the job. */
  personFactor: number;
  /** The day the position is reported on (inside the record window), if it is. */
  recordDay: number | null;
}

/**
 * Builds demo people one at a time from the catalogue, deterministically for the rng it is given.
 */
export function createCareerGenerator(catalog: Catalog, rng: Rng) {
  const regions = ['in', 'us'] as const;
  const isHospital = (c: CatalogCompany) => c.industry === 'Healthcare';
  // Indian-headquartered companies hire in India; hospital systems in the US; the rest in both.
  const presentIn = (c: CatalogCompany, cc: Region) => (cc === 'in' ? !isHospital(c) : !(c.headquarters ?? '').endsWith(', IN'));
  const companyPickers = new Map<string, (rng: Rng) => CatalogCompany>();
  const companiesOf = (cc: Region, type: CompanyType) => catalog.companies.filter((c) => c.type === type && presentIn(c, cc));
  const pickCompany = (cc: Region, type: CompanyType, healthcare: boolean, not?: CatalogCompany): CatalogCompany | null => {
    const key = `${cc}:${type}:${healthcare}:${not?.id ?? ''}`;
    let picker = companyPickers.get(key);
    if (!picker) {
      const pool = companiesOf(cc, type).filter((c) => c.id !== not?.id && isHospital(c) === healthcare);
      if (pool.length === 0) return null;
      picker = weightedPicker(pool.map((c) => ({ item: c, weight: SIZE_WEIGHT[c.sizeBand ?? '1001-5000'] ?? 5 })));
      companyPickers.set(key, picker);
    }
    return picker(rng);
  };
  const hospitalsIn = Object.fromEntries(regions.map((cc) => [cc, catalog.companies.filter((c) => isHospital(c) && presentIn(c, cc))]));
  const hospitals = (cc: Region) => hospitalsIn[cc]!;
  const schoolCountry = new Map(catalog.schools.map((s) => [s.id, s.countryCode]));
  const majorSlugs = new Map<string, string>();
  const majorSlug = (major: string) => {
    let slug = majorSlugs.get(major);
    if (slug === undefined) majorSlugs.set(major, (slug = titleSlug(major)));
    return slug;
  };
  const experiencePicker = weightedPicker(EXPERIENCE_BANDS.map(([min, max, weight]) => ({ item: [min, max] as const, weight })));
  /** Pickers of the next company type, by region, family boost and the type left (built once each). */
  const typePickers = new Map<string, (rng: Rng) => CompanyType>();
  const typePicker = (cc: Region, family: string, from: CompanyType | 'campus') => {
    const key = `${cc}:${family}:${from}`;
    let picker = typePickers.get(key);
    if (!picker) {
      const boost = FAMILY_TYPE_BOOST[family] ?? {};
      const weights = from === 'campus' ? CAMPUS_TYPES[cc] : NEXT_TYPES[from];
      const out: Partial<Record<CompanyType, number>> = {};
      for (const [type, w] of Object.entries(weights) as Array<[CompanyType, number]>)
        out[type] = companiesOf(cc, type).some((c) => !isHospital(c)) ? w * (boost[type] ?? 1) : 0;
      picker = fromWeights(out);
      typePickers.set(key, picker);
    }
    return picker;
  };

  const cityPickers = Object.fromEntries(
    regions.map((cc) => [
      cc,
      weightedPicker(catalog.locations.filter((l) => l.countryCode === cc).map((l) => ({ item: l, weight: CITY_WEIGHTS[l.city] ?? 1 }))),
    ]),
  ) as Record<Region, (rng: Rng) => CatalogLocation>;
  const undergradSchools = Object.fromEntries(
    regions.map((cc) => [
      cc,
      weightedPicker(
        catalog.schools
          .filter((s) => s.countryCode === cc && !MBA_ONLY.has(s.name))
          .map((s) => ({ item: s, weight: SCHOOL_WEIGHTS[s.name] ?? 1 })),
      ),
    ]),
  ) as Record<Region, (rng: Rng) => CatalogSchool>;
  const mbaSchools = Object.fromEntries(
    regions.map((cc) => {
      const named = catalog.schools.filter((s) => s.countryCode === cc && MBA_ONLY.has(s.name));
      const pool = named.length > 0 ? named : catalog.schools.filter((s) => s.countryCode === cc);
      return [cc, weightedPicker(pool.map((s) => ({ item: s, weight: 1 })))];
    }),
  ) as Record<Region, (rng: Rng) => CatalogSchool>;
  const majorPickers = Object.fromEntries(
    Object.entries(MAJORS).map(([group, list]) => [group, weightedPicker(list.map(([item, weight]) => ({ item, weight })))]),
  );

  const families = [...new Set(catalog.titles.map((t) => t.family))];
  const familyPicker = Object.fromEntries(
    regions.map((cc) => [
      cc,
      weightedPicker(families.filter((f) => cc === 'us' || f !== 'Healthcare').map((f) => ({ item: f, weight: FAMILY_WEIGHTS[f] ?? 0 }))),
    ]),
  ) as Record<Region, (rng: Rng) => string>;
  const titlesByFamily = new Map<string, CatalogTitle[]>();
  for (const t of catalog.titles) titlesByFamily.set(t.family, [...(titlesByFamily.get(t.family) ?? []), t]);
  const titleByName = new Map(catalog.titles.map((t) => [t.name, t]));
  const modelOf = (t: CatalogTitle): TitleModel => TITLE_MODEL[t.name] ?? { in: 1, us: 1, levels: [1, 6], weight: 1 };
  const titleFits = (t: CatalogTitle, type: CompanyType, level?: number) => {
    const m = modelOf(t);
    return (!m.types || m.types.includes(type)) && (level === undefined || (level >= m.levels[0] && level <= m.levels[1]));
  };
  const titlePickers = new Map<string, (rng: Rng) => CatalogTitle>();
  const pickTitle = (family: string, type: CompanyType, level: number): CatalogTitle => {
    const key = `${family}:${type}:${level}`;
    let picker = titlePickers.get(key);
    if (!picker) {
      const all = titlesByFamily.get(family) ?? catalog.titles;
      const fitting = all.filter((t) => titleFits(t, type, level));
      const pool = fitting.length > 0 ? fitting : all.filter((t) => titleFits(t, type));
      const list = pool.length > 0 ? pool : all;
      picker = weightedPicker(list.map((t) => ({ item: t, weight: modelOf(t).weight })));
      titlePickers.set(key, picker);
    }
    return picker(rng);
  };

  const ladders = new Map<string, Ladder>();
  const ladderOf = (company: CatalogCompany, title: CatalogTitle) => {
    const key = `${company.id}:${title.id}`;
    let ladder = ladders.get(key);
    if (!ladder) {
      ladder = ladderFor(company, title.family, title.name);
      ladders.set(key, ladder);
    }
    return ladder;
  };
  /** The standard level nearest the wanted one that the title has and the company's ladder names. */
  const fits = new Map<string, { level: number; rung: string | null }>();
  const fitLevel = (company: CatalogCompany, title: CatalogTitle, wanted: number) => {
    const key = `${company.id}:${title.id}:${wanted}`;
    let fit = fits.get(key);
    if (!fit) fits.set(key, (fit = computeFit(company, title, wanted)));
    return fit;
  };
  const computeFit = (company: CatalogCompany, title: CatalogTitle, wanted: number) => {
    const [min, max] = modelOf(title).levels;
    const levels = ladderOf(company, title)
      .map(([, level]) => level)
      .filter((level) => level >= min && level <= max);
    if (levels.length === 0) return { level: Math.min(max, Math.max(min, wanted)), rung: null };
    let best = levels[0]!;
    for (const level of levels) if (Math.abs(level - wanted) < Math.abs(best - wanted)) best = level;
    const rung = ladderOf(company, title).find(([, level]) => level === best)![0];
    return { level: best, rung };
  };

  const levelForExperience = (years: number, pace: number) => {
    const effective = years * pace;
    return 1 + LEVEL_THRESHOLDS.filter((t) => effective >= t).length;
  };

  /** Yearly pay of a stint at a day, at a level (its latest unless told): the model at that time, with the stint's own draws. */
  const payAt = (s: Stint, day: number, firstDay: number, level = s.level) => {
    const cc = s.cc;
    const yoe = Math.max(0, (day - firstDay) / YEAR_DAYS);
    const type = s.company.type;
    const scale =
      (LEVEL_FACTOR[cc][level] ?? 1) *
      (cc === 'in' ? s.model.in : s.model.us) *
      (METRO_FACTOR[s.location.metro ?? s.location.city] ?? 0.85) *
      (1 + Math.min(yoe, 25) * 0.004) *
      Math.pow(1 + WAGE_GROWTH[cc], (day - ANCHOR_DAY) / YEAR_DAYS);
    const unit = cc === 'in' ? 10_000 : 1_000;
    const base = roundTo(MID_LEVEL_BASE[type][cc] * BAND_RECENTRE[cc] * scale * s.personFactor * s.noise, unit);
    const stockShare = STOCK_SHARE[type] * (1 + STOCK_LEVEL_GROWTH[cc] * (level - 2));
    const stockYearly = s.hasStock && stockShare > 0 ? roundTo(base * Math.max(0.02, stockShare) * s.stockNoise, unit) : null;
    const bonus = s.bonusNoise !== null ? roundTo(base * BONUS_SHARE[type] * s.bonusNoise, unit) : null;
    const signingBonus = s.signingShare !== null ? roundTo(base * s.signingShare, unit) : null;
    return { base, stockYearly, bonus, signingBonus, yoe };
  };

  const vestingCache = new Map<string, number[]>();
  const vestingOf = (slug: string) => {
    let v = vestingCache.get(slug);
    if (!v) {
      v = resolveVesting(null, slug).percents.map((p) => p / 100);
      vestingCache.set(slug, v);
    }
    return v;
  };
  const skillIdsFor = (family: string) => {
    const names = DEMO_SKILLS[family] ?? [];
    if (names.length === 0) return null;
    const ids = new Set<number>();
    const n = rng.int(2, 4);
    for (let i = 0; i < n; i++) {
      const id = catalog.skillIds.get(rng.pick(names));
      if (id !== undefined) ids.add(id);
    }
    return ids.size > 0 ? [...ids] : null;
  };

  const newStint = (
    company: CatalogCompany,
    title: CatalogTitle,
    wantedLevel: number,
    location: CatalogLocation,
    cc: Region,
    startMonth: number,
    personFactor: number,
  ): Stint => {
    const { level, rung } = fitLevel(company, title, wantedLevel);
    const type = company.type;
    return {
      company,
      title,
      model: modelOf(title),
      startLevel: level,
      level,
      levelId: rung === null ? null : (catalog.levelIds.get(`${company.id}:${title.familyId}:${rung}`) ?? null),
      location,
      cc,
      startMonth,
      endMonth: null,
      noise: lognormal(rng, 0.07),
      stockNoise: lognormal(rng, STOCK_NOISE),
      hasStock: rng.next() < (type === 'it-services' ? 0.08 : 0.92),
      bonusNoise: rng.next() < 0.85 ? lognormal(rng, 0.3) : null,
      signingShare: SIGNING_TYPES.has(type) && rng.next() < 0.35 ? 0.08 + rng.next() * 0.17 : null,
      personFactor,
      recordDay: null,
    };
  };

  /** One person: education, positions (oldest first) and the salary records they report. */
  function nextPerson(): DemoPerson {
    const home: Region = rng.next() < 0.55 ? 'in' : 'us';
    const family = familyPicker[home](rng);
    const healthcare = family === 'Healthcare';
    const pace = Math.exp(rng.normal(0, 0.22));
    const personFactor = lognormal(rng, Math.sqrt(BASE_NOISE * BASE_NOISE - 0.07 * 0.07));
    const genderRoll = rng.next();
    const gender = genderRoll < 0.3 ? null : genderRoll < 0.52 ? 'female' : genderRoll < 0.985 ? 'male' : 'non-binary';

    // Experience today, and the first job: campus hires join in July–September after graduating.
    const band = experiencePicker(rng);
    const years = band[0] + rng.next() * (band[1] - band[0]);
    let firstMonth = ANCHOR_MONTH - Math.floor(years * 12);
    firstMonth = Math.floor(firstMonth / 12) * 12 + 6 + rng.int(0, 2);
    if (firstMonth > ANCHOR_MONTH) firstMonth -= 12;
    const firstDay = monthDay(firstMonth);
    const gradYear = Math.floor(firstMonth / 12);

    // Education: an undergraduate degree ending the summer of the first job (B.Tech at ~21–22 in
    // India, a BS at ~22 in the US), sometimes a master's or an MBA straight after it.
    const education: DemoEducation[] = [];
    const edu = (school: CatalogSchool, degree: string, major: string, startYear: number, endYear: number) =>
      education.push({ schoolId: school.id, degree, major, majorSlug: majorSlug(major), startYear, endYear });
    if (healthcare) {
      const title0 = weightedPicker((titlesByFamily.get('Healthcare') ?? []).map((t) => ({ item: t, weight: modelOf(t).weight })))(rng);
      const prof = HEALTHCARE_EDUCATION[title0.name] ?? { degree: 'BS', major: 'Biology', years: 4 };
      edu(undergradSchools.us(rng), prof.degree, prof.major, gradYear - prof.years, gradYear);
      return finish(home, family, title0, education, firstMonth, firstDay, pace, personFactor, gender);
    }
    const group = majorGroup(family);
    const postgradRoll = rng.next();
    const mba = group === 'business' || family === 'Product' ? postgradRoll < 0.25 : postgradRoll < 0.03;
    const masters = !mba && (group === 'tech' || group === 'data') && postgradRoll < (home === 'us' ? 0.22 : 0.1);
    const ugEnd = mba || masters ? gradYear - 2 : gradYear;
    const major = majorPickers[group]!(rng);
    const ugDegree =
      home === 'in'
        ? major === 'Commerce'
          ? 'B.Com'
          : ['Economics', 'Mathematics', 'Statistics', 'Psychology', 'Business Administration', 'Fine Arts', 'Design'].includes(major)
            ? rng.next() < 0.5
              ? 'B.Sc'
              : 'BA'
            : rng.next() < 0.7
              ? 'B.Tech'
              : 'B.E.'
        : ['Psychology', 'Fine Arts', 'Design', 'Economics'].includes(major)
          ? 'BA'
          : 'BS';
    edu(
      undergradSchools[home](rng),
      ugDegree,
      major,
      ugEnd - (ugDegree === 'B.Sc' || ugDegree === 'BA' || ugDegree === 'B.Com' ? (home === 'in' ? 3 : 4) : 4),
      ugEnd,
    );
    if (mba) edu(mbaSchools[home](rng), 'MBA', 'Business Administration', ugEnd, gradYear);
    else if (masters) {
      const degree = home === 'in' ? (rng.next() < 0.6 ? 'M.Tech' : 'MCA') : 'MS';
      edu(
        undergradSchools[home](rng),
        degree,
        degree === 'MCA' ? 'Computer Applications' : major === 'Computer Science' || rng.next() < 0.6 ? 'Computer Science' : major,
        ugEnd,
        gradYear,
      );
    }
    return finish(home, family, null, education, firstMonth, firstDay, pace, personFactor, gender);
  }

  function finish(
    home: Region,
    family0: string,
    title0: CatalogTitle | null,
    education: DemoEducation[],
    firstMonth: number,
    firstDay: number,
    pace: number,
    factor0: number,
    gender: NewSalaryRecord['gender'],
  ): DemoPerson {
    let personFactor = factor0;
    let family = family0;
    const healthcare = family === 'Healthcare';
    let cc: Region = home;
    const pickHospital = (not?: CatalogCompany) => {
      const pool = hospitals(cc).filter((c) => c.id !== not?.id);
      return pool.length > 0 ? rng.pick(pool) : (not ?? hospitals(cc)[0]!);
    };

    let city = cityPickers[cc](rng);
    const firstCompany = healthcare
      ? pickHospital()
      : (pickCompany(cc, typePicker(cc, family, 'campus')(rng), false) ?? catalog.companies[0]!);
    let title = title0 && titleFits(title0, firstCompany.type) ? title0 : pickTitle(family, firstCompany.type, 1);
    const stints: Stint[] = [newStint(firstCompany, title, healthcare ? modelOf(title).levels[0] : 1, city, cc, firstMonth, personFactor)];

    /**
     * Ends a position: the day it is reported on if it overlaps the record window; the position
     * also reaches the level a stay brings (promotions in place: after two years the level the
     * person's experience usually brings, one step behind it before; an IT-services engineer is
     * promoted after about two years, as product engineers are), so the pay a person leaves
     * with has grown with them and a move is paid against it, not against the level they joined at.
     */
    const close = (s: Stint) => {
      const startDay = monthDay(s.startMonth);
      const endDay = s.endMonth === null ? ANCHOR_DAY : Math.min(ANCHOR_DAY, monthDay(s.endMonth + 1) - 1);
      const from = Math.max(startDay, WINDOW_START_DAY);
      s.recordDay = endDay >= WINDOW_START_DAY && from <= endDay ? from + Math.floor(rng.next() * (endDay - from + 1)) : null;
      const refDay = s.recordDay ?? endDay;
      const reached = levelForExperience((refDay - firstDay) / YEAR_DAYS, pace) - (refDay - startDay >= 2 * YEAR_DAYS ? 0 : 1);
      if (reached > s.level && !healthcare) {
        const { level, rung } = fitLevel(s.company, s.title, reached);
        if (level > s.level) {
          s.level = level;
          s.levelId = rung === null ? null : (catalog.levelIds.get(`${s.company.id}:${s.title.familyId}:${rung}`) ?? null);
        }
      }
    };

    for (;;) {
      const current = stints[stints.length - 1]!;
      const tenure = 12 + Math.floor(rng.next() * rng.next() * 49); // 1–5 years, most near 1.5–2.5
      const nextStart = current.startMonth + tenure;
      if (nextStart > ANCHOR_MONTH - 1 || stints.length >= 5 || rng.next() < (healthcare ? 0.6 : 0.08)) break;
      current.endMonth = nextStart - 1;
      close(current);
      const yearsThen = (nextStart - firstMonth) / 12;

      // Where to: a type by the usual moves, a company of it (never the same one), sometimes abroad.
      if (!healthcare && cc === 'in' && current.level >= 2 && rng.next() < 0.04) cc = 'us';
      let company: CatalogCompany | null = healthcare ? pickHospital(current.company) : null;
      for (let tries = 0; !company && tries < 5; tries++) {
        const type = typePicker(cc, family0, current.company.type)(rng);
        company = pickCompany(cc, type, false, current.company);
      }
      company ??= pickCompany(cc, 'product', false, current.company) ?? current.company;
      if (company.id === current.company.id) {
        current.endMonth = null;
        break;
      }
      if (cc !== current.cc || rng.next() < 0.25) city = cityPickers[cc](rng);

      // The level: experience's usual one, at least the current one; many moves are a step up;
      // a jump to a much better-paying tier often costs a level.
      let level = Math.max(current.level, levelForExperience(yearsThen, pace) - 1);
      const caughtUp = level > current.level;
      if (!caughtUp && rng.next() < MOVE_LEVEL_UP[cc]) level += 1;
      if (TIER[company.type] - TIER[current.company.type] >= 2 && rng.next() < 0.5) level -= 1;
      level = Math.max(1, Math.min(6, level));

      // The title: mostly the same; engineers become managers, analysts data scientists; a title
      // the level outgrows gives way to the one it grows into.
      title = current.title;
      if (family === 'Software Engineering' && level >= 3 && rng.next() < 0.12) {
        family = 'Engineering Management';
        title = titleByName.get('Engineering Manager') ?? title;
      } else if (title.name === 'Data Analyst' && rng.next() < 0.2) title = titleByName.get('Data Scientist') ?? title;
      else if (rng.next() < 0.08) title = pickTitle(family, company.type, level);
      if (title.name === 'Engineering Manager' && level >= 5 && rng.next() < 0.6)
        title = titleByName.get('Director of Engineering') ?? title;
      for (let hops = 0; hops < 3 && level > modelOf(title).levels[1]; hops++) {
        const next = titleByName.get(GROWS_INTO[title.name] ?? '');
        if (!next || next === title) break;
        title = next;
      }
      if (!titleFits(title, company.type)) title = pickTitle(family, company.type, level);

      // Moving pays: a negotiated premium, anchored on the pay the person leaves (offers are made
      // on current pay: someone from a lower-paying company starts low in the new one's band; by
      // their next move they have caught up to their own place in it).
      const premium = Math.exp(rng.normal(MOVE_PREMIUM[cc], MOVE_PREMIUM[cc] * 0.8));
      personFactor = factor0 * premium;
      const next = newStint(company, title, level, city, cc, nextStart, personFactor);
      if (cc === current.cc) {
        const left = payAt(current, monthDay(nextStart) - 1, firstDay);
        const offered = payAt(next, monthDay(nextStart), firstDay, next.startLevel);
        // The gap between the two jobs' pay, before the premium: the offer closes part of it and
        // the premium is paid on top (jump = gap^anchoring × premium).
        const gap = (offered.base + (offered.stockYearly ?? 0)) / (left.base + (left.stockYearly ?? 0)) / premium;
        if (gap > 1) next.personFactor *= Math.pow(gap, PAY_ANCHORING[cc] - 1);
        personFactor = next.personFactor;
      }
      stints.push(next);
    }

    const last = stints[stints.length - 1]!;
    last.endMonth = null;
    close(last);

    // Records: the current position, and a previous one that ended inside the window.
    const positions: DemoPosition[] = [];
    const records: NewSalaryRecord[] = [];
    const school = education[0]!;
    const schoolRegion = schoolCountry.get(school.schoolId);
    const showsSchool = rng.next() < 0.4;
    const skillIds = skillIdsFor(stints[stints.length - 1]!.title.family);
    for (const s of stints) {
      const startDay = monthDay(s.startMonth);
      const endDay = s.endMonth === null ? ANCHOR_DAY : Math.min(ANCHOR_DAY, monthDay(s.endMonth + 1) - 1);
      let payTotal: number | null = null;
      if (s.recordDay !== null) {
        const day = s.recordDay;
        const pay = payAt(s, day, firstDay);
        const vesting = vestingOf(s.company.slug);
        const stockFirstYear = pay.stockYearly ? Math.round(pay.stockYearly * vesting.length * vesting[0]!) : null;
        const amounts = { base: pay.base, stockYearly: pay.stockYearly, stockFirstYear, bonus: pay.bonus, signingBonus: pay.signingBonus };
        const totals = salaryTotals(amounts);
        payTotal = totals.total;
        records.push({
          countryCode: s.cc,
          currency: s.cc === 'in' ? 'INR' : 'USD',
          companyId: s.company.id,
          titleId: s.title.id,
          levelId: s.levelId,
          standardLevel: s.level,
          locationId: s.location.id,
          yearsOfExperience: Math.floor(pay.yoe),
          yearsAtCompany: Math.floor((day - startDay) / YEAR_DAYS),
          base: pay.base,
          stockGrant: pay.stockYearly ? pay.stockYearly * vesting.length : null,
          vestingYears: pay.stockYearly ? vesting.length : null,
          stockYearly: pay.stockYearly,
          stockFirstYear,
          bonus: pay.bonus,
          signingBonus: pay.signingBonus,
          ...totals,
          reportedOn: dayString(day),
          skillIds,
          ...(showsSchool && schoolRegion === s.cc
            ? { schoolId: school.schoolId, educationTags: [school.degree] }
            : { schoolId: null, educationTags: null }),
          gender,
          source: 'demo',
          // Some demo members sent a payslip or offer letter: their records are verified (still source demo).
          verification: rng.next() < DEMO_VERIFIED_SHARE ? 'verified' : 'demo',
        });
      }
      if (payTotal === null) {
        // An older position: what the same model paid when the person left it.
        const pay = payAt(s, endDay, firstDay);
        payTotal = pay.base + (pay.stockYearly ?? 0) + (pay.bonus ?? 0);
      }
      const started = payAt(s, startDay, firstDay, s.startLevel);
      const startPayTotal = started.base + (started.stockYearly ?? 0) + (started.bonus ?? 0);
      positions.push({
        companyId: s.company.id,
        titleId: s.title.id,
        levelId: s.levelId,
        standardLevel: s.level,
        locationId: s.location.id,
        countryCode: s.cc,
        startDate: monthString(s.startMonth),
        endDate: s.endMonth === null ? null : monthString(s.endMonth),
        payTotal,
        startPayTotal,
      });
    }
    return { countryCode: cc, positions, education, records };
  }

  return { nextPerson };
}
