import type { COMPANY_TYPES } from '../schema/index.js';

/**
 * Company ladders for the demo data, by company (or its type) AND job family: a consulting firm's
 * engineers climb Accenture's engineering ladder (Associate Software Engineer … Manager), its
 * consultants climb Analyst … Partner; a bank gives every employee a corporate title (Analyst,
 * Associate, Vice President …); a hospital's nurses, physicians and pharmacists each have their own
 * clinical ladder. The names are the public ones (company career pages, levels.fyi ladders,
 * AmbitionBox designations); a rung carries the standard level (1 entry … 6 principal) it maps to,
 * and a ladder may skip standard levels it has no rung for.
 *
 * A ladder is per title where the names depend on the title ("Senior Data Analyst"); the family's
 * ladder at a company (company_levels) is the union of its titles' ladders.
 */

type CompanyType = (typeof COMPANY_TYPES)[number];
/** A rung: the company's name for it and the standard level (1–6) it maps to. */
export type Rung = readonly [name: string, standardLevel: number];
export type Ladder = readonly Rung[];

const six = (...names: string[]): Ladder => names.map((name, i) => [name, i + 1] as const);
/** A ladder named after the title: "{T}" is replaced by the title ("Senior {T}" → "Senior Data Analyst"). */
const titled = (template: Ladder, title: string): Ladder => template.map(([name, level]) => [name.replace('{T}', title), level] as const);

/** Families whose ladders at the big tech companies are their engineering ladders (levels.fyi). */
const ENGINEERING_LIKE = new Set(['Software Engineering', 'Engineering Management', 'Data and AI', 'Product', 'Design']);

/** Big tech: one ladder for the engineering-like families (Google's L-levels cover every employee). */
const NAMED_ENGINEERING: Record<string, Ladder> = {
  Google: six('L3', 'L4', 'L5', 'L6', 'L7', 'L8'),
  Meta: six('E3', 'E4', 'E5', 'E6', 'E7', 'E8'),
  Amazon: six('SDE I', 'SDE II', 'SDE III', 'Principal', 'Senior Principal', 'Distinguished'),
  Microsoft: six('59', '61', '63', '65', '67', '68'),
};
/** Big tech, the other families: Google's and Microsoft's levels are company-wide; Meta's non-engineers are IC levels; Amazon's are L-levels. */
const NAMED_OTHER: Record<string, Ladder> = {
  Google: six('L3', 'L4', 'L5', 'L6', 'L7', 'L8'),
  Meta: six('IC3', 'IC4', 'IC5', 'IC6', 'IC7', 'IC8'),
  Amazon: six('L4', 'L5', 'L6', 'L7', 'L8', 'L10'),
  Microsoft: six('59', '61', '63', '65', '67', '68'),
};
/** Amazon's data and product people are not SDEs: they are on L-levels. */
const AMAZON_NON_SDE: Ladder = six('L4', 'L5', 'L6', 'L7', 'L8', 'L10');

/** IT services (AmbitionBox designations): Infosys and TCS by name, the rest on the common pattern. */
const IT_SERVICES_NAMED: Record<string, Ladder> = {
  Infosys: six(
    'Systems Engineer',
    'Senior Systems Engineer',
    'Technology Analyst',
    'Technology Lead',
    'Project Manager',
    'Senior Project Manager',
  ),
  'Tata Consultancy Services': six(
    'Assistant System Engineer',
    'System Engineer',
    'IT Analyst',
    'Assistant Consultant',
    'Associate Consultant',
    'Consultant',
  ),
  Wipro: six('Project Engineer', 'Senior Project Engineer', 'Technical Lead', 'Architect', 'Project Manager', 'Senior Project Manager'),
};
const IT_SERVICES: Ladder = six(
  'Associate Software Engineer',
  'Software Engineer',
  'Senior Software Engineer',
  'Technical Lead',
  'Project Manager',
  'Senior Project Manager',
);
const IT_SERVICES_MANAGEMENT: Ladder = [
  ['Project Lead', 3],
  ['Senior Project Lead', 4],
  ['Project Manager', 5],
  ['Delivery Manager', 6],
];

/** Consulting firms: Accenture's technology ladder for engineers; the consulting ladder for consultants. */
const CONSULTING_ENGINEERING: Ladder = six(
  'Associate Software Engineer',
  'Software Engineer',
  'Senior Software Engineer',
  'Team Lead',
  'Associate Manager',
  'Manager',
);
const CONSULTING_MANAGEMENT: Ladder = [
  ['Team Lead', 3],
  ['Associate Manager', 4],
  ['Manager', 5],
  ['Senior Manager', 6],
];
const CONSULTING_BUSINESS: Record<string, Ladder> = {
  'McKinsey & Company': six('Business Analyst', 'Associate', 'Engagement Manager', 'Associate Partner', 'Partner', 'Senior Partner'),
  'Boston Consulting Group': six('Associate', 'Consultant', 'Project Leader', 'Principal', 'Partner', 'Managing Director and Partner'),
};
const CONSULTING_DEFAULT_BUSINESS: Ladder = six('Analyst', 'Consultant', 'Senior Consultant', 'Manager', 'Senior Manager', 'Partner');
/** Accenture's career levels for everyone else (analysts, data, design …). */
const CONSULTING_OTHER: Ladder = six('Analyst', 'Senior Analyst', 'Consultant', 'Associate Manager', 'Manager', 'Senior Manager');

/** Banks: corporate titles for every employee; the front office (finance, consulting) goes on to Managing Director and Partner. */
const BANK: Ladder = six('Analyst', 'Associate', 'Vice President', 'Senior Vice President', 'Executive Director', 'Managing Director');
const BANK_FRONT_OFFICE: Ladder = six('Analyst', 'Associate', 'Vice President', 'Director', 'Managing Director', 'Partner');

/** Product companies and unicorns: the SDE ladder (Flipkart, Swiggy, Uber India …). */
const PRODUCT_ENGINEERING: Ladder = six('SDE 1', 'SDE 2', 'SDE 3', 'Staff', 'Principal', 'Distinguished');
const STARTUP_ENGINEERING: Ladder = six('Engineer 1', 'Engineer 2', 'Senior Engineer', 'Staff', 'Principal', 'Chief Architect');
/** Global capability centres (Walmart Global Tech, Target, Wells Fargo …). */
const GCC_ENGINEERING: Ladder = six(
  'Engineer I',
  'Engineer II',
  'Senior Engineer',
  'Lead Engineer',
  'Principal Engineer',
  'Distinguished Engineer',
);
const MANAGEMENT: Ladder = [
  ['Engineering Manager', 3],
  ['Senior Engineering Manager', 4],
  ['Director of Engineering', 5],
  ['VP of Engineering', 6],
];
/** Elsewhere, a ladder named after the title ("Data Analyst II", "Senior Product Designer"). */
const TITLED: Ladder = [
  ['{T} I', 1],
  ['{T} II', 2],
  ['Senior {T}', 3],
  ['Lead {T}', 4],
  ['Principal {T}', 5],
];
const TITLED_MANAGER: Ladder = [
  ['Associate {T}', 1],
  ['{T}', 2],
  ['Senior {T}', 3],
  ['Group {T}', 4],
  ['Director', 5],
  ['Vice President', 6],
];

/** Hospitals: a clinical ladder per profession (public clinical-ladder and job-posting names). */
const CLINICAL: Record<string, Ladder> = {
  'Registered Nurse': six(
    'Staff Nurse',
    'Senior Staff Nurse',
    'Charge Nurse',
    'Nurse Manager',
    'Director of Nursing',
    'Chief Nursing Officer',
  ),
  Physician: [
    ['Resident Physician', 1],
    ['Attending Physician', 2],
    ['Senior Attending Physician', 3],
    ['Section Chief', 4],
    ['Department Chair', 5],
    ['Chief Medical Officer', 6],
  ],
  Pharmacist: [
    ['Pharmacy Resident', 1],
    ['Staff Pharmacist', 2],
    ['Clinical Pharmacist', 3],
    ['Clinical Pharmacy Specialist', 4],
    ['Pharmacy Manager', 5],
    ['Director of Pharmacy', 6],
  ],
  'Physical Therapist': [
    ['Physical Therapist I', 1],
    ['Physical Therapist II', 2],
    ['Physical Therapist III', 3],
    ['Senior Physical Therapist', 4],
    ['Rehabilitation Manager', 5],
  ],
};

const MANAGER_TITLE = /Manager|Partner|Director/;

/** The ladder a title in a family climbs at a company. */
export function ladderFor(company: { name: string; type: CompanyType | string }, family: string, title: string): Ladder {
  if (family === 'Healthcare') return CLINICAL[title] ?? titled(TITLED, title);
  const engineering = family === 'Software Engineering';
  const management = family === 'Engineering Management';
  if (company.type === 'faang+') {
    if (company.name === 'Amazon' && (engineering || management)) return NAMED_ENGINEERING.Amazon!;
    if (company.name === 'Amazon') return AMAZON_NON_SDE;
    if (ENGINEERING_LIKE.has(family)) return NAMED_ENGINEERING[company.name] ?? NAMED_ENGINEERING.Google!;
    return NAMED_OTHER[company.name] ?? NAMED_OTHER.Google!;
  }
  switch (company.type) {
    case 'finance':
      return family === 'Finance' || family === 'Business and Consulting' ? BANK_FRONT_OFFICE : BANK;
    case 'it-services':
      if (management) return IT_SERVICES_MANAGEMENT;
      return IT_SERVICES_NAMED[company.name] ?? IT_SERVICES;
    case 'consulting':
      if (engineering) return CONSULTING_ENGINEERING;
      if (management) return CONSULTING_MANAGEMENT;
      if (family === 'Business and Consulting') return CONSULTING_BUSINESS[company.name] ?? CONSULTING_DEFAULT_BUSINESS;
      return CONSULTING_OTHER;
  }
  if (management) return MANAGEMENT;
  if (engineering) {
    if (company.type === 'product' || company.type === 'unicorn') return PRODUCT_ENGINEERING;
    if (company.type === 'startup') return STARTUP_ENGINEERING;
    if (company.type === 'gcc') return GCC_ENGINEERING;
  }
  return titled(MANAGER_TITLE.test(title) ? TITLED_MANAGER : TITLED, title);
}

/** The rung of a ladder at a standard level, if the ladder has one. */
export const rungAt = (ladder: Ladder, standardLevel: number) => ladder.find(([, level]) => level === standardLevel)?.[0] ?? null;
