/**
 * The benefits taxonomy (SPEC §1 benefits): the items members report about their company, what
 * kind of answer each takes and the regions it is asked in. Zod-free so the web app can show it
 * without the schemas; the report's schema is built from it in api/benefits.ts.
 */

/** How an item is answered: yes or no, a number in a unit, an amount of the region's currency, or one of a few choices. */
export const BENEFIT_KINDS = ['yes-no', 'number', 'money', 'choice'] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

export interface BenefitItem {
  key: string;
  label: string;
  kind: BenefitKind;
  /** The regions it applies to (PF and gratuity are Indian, the 401(k) American). */
  regions: readonly ('in' | 'us')[];
  /** For numbers: the unit shown after the figure; for money: how often the amount is paid. */
  unit?: 'weeks' | 'days' | '%' | 'per year' | 'per month';
  /** Largest accepted answer (numbers and money). */
  max?: number;
  /** For choices: each value and its label. */
  choices?: readonly { value: string; label: string }[];
  /** One line that tells members what to report. */
  hint: string;
}

/**
 * The taxonomy. Kept small and answerable from a payslip, a policy page or an offer letter; each
 * item says what to count so answers compare (paid weeks, working days, the employer's share).
 */
export const BENEFIT_ITEMS = [
  {
    key: 'healthInsurance',
    label: 'Health insurance',
    kind: 'yes-no',
    regions: ['in', 'us'],
    hint: 'Medical cover paid for by the employer (in full or in part)',
  },
  {
    key: 'healthCover',
    label: 'Health cover',
    kind: 'money',
    regions: ['in'],
    unit: 'per year',
    max: 100_000_000,
    hint: 'Sum insured per year for you (family floater or your own)',
  },
  {
    key: 'premiumShare',
    label: 'Health premium paid by the employer',
    kind: 'number',
    regions: ['us'],
    unit: '%',
    max: 100,
    hint: "The employer's share of your medical plan's premium",
  },
  {
    key: 'parentalLeavePrimary',
    label: 'Parental leave, birthing or primary parent',
    kind: 'number',
    regions: ['in', 'us'],
    unit: 'weeks',
    max: 104,
    hint: 'Fully paid weeks',
  },
  {
    key: 'parentalLeaveOther',
    label: 'Parental leave, other parent',
    kind: 'number',
    regions: ['in', 'us'],
    unit: 'weeks',
    max: 104,
    hint: 'Fully paid weeks',
  },
  {
    key: 'providentFund',
    label: 'Provident Fund, employer share',
    kind: 'number',
    regions: ['in'],
    unit: '%',
    max: 100,
    hint: "The employer's PF contribution as a % of basic pay (12 % is the statutory rate)",
  },
  {
    key: 'gratuity',
    label: 'Gratuity',
    kind: 'yes-no',
    regions: ['in'],
    hint: 'Paid on leaving after five years of service (the Payment of Gratuity Act)',
  },
  {
    key: 'retirementMatch',
    label: '401(k) employer match',
    kind: 'number',
    regions: ['us'],
    unit: '%',
    max: 100,
    hint: 'The most the employer adds, as a % of your pay',
  },
  {
    key: 'equityPlan',
    label: 'Equity plan',
    kind: 'choice',
    regions: ['in', 'us'],
    choices: [
      { value: 'none', label: 'None' },
      { value: 'rsu', label: 'RSUs' },
      { value: 'options', label: 'Stock options (ESOPs)' },
      { value: 'espp', label: 'Stock purchase plan (ESPP) only' },
    ],
    hint: 'What most employees at your level are granted',
  },
  {
    key: 'leaveDays',
    label: 'Paid leave',
    kind: 'number',
    regions: ['in', 'us'],
    unit: 'days',
    max: 365,
    hint: 'Working days a year, public holidays and sick leave not counted',
  },
  {
    key: 'remoteAllowance',
    label: 'Remote-work allowance',
    kind: 'money',
    regions: ['in', 'us'],
    unit: 'per month',
    max: 10_000_000,
    hint: 'Internet, phone or home-office money; 0 when none',
  },
  {
    key: 'learningBudget',
    label: 'Learning budget',
    kind: 'money',
    regions: ['in', 'us'],
    unit: 'per year',
    max: 10_000_000,
    hint: 'Courses, books and conferences; 0 when none',
  },
  {
    key: 'meals',
    label: 'Meals at work',
    kind: 'choice',
    regions: ['in', 'us'],
    choices: [
      { value: 'none', label: 'None' },
      { value: 'subsidised', label: 'Subsidised' },
      { value: 'free', label: 'Free' },
    ],
    hint: 'On the days you are at the office',
  },
  {
    key: 'transport',
    label: 'Transport',
    kind: 'choice',
    regions: ['in', 'us'],
    choices: [
      { value: 'none', label: 'None' },
      { value: 'shuttle', label: 'Company cab or shuttle' },
      { value: 'allowance', label: 'Commute allowance or pass' },
    ],
    hint: 'How the employer helps with the commute',
  },
  {
    key: 'lifeInsurance',
    label: 'Life insurance',
    kind: 'yes-no',
    regions: ['in', 'us'],
    hint: 'Term life cover paid for by the employer',
  },
  {
    key: 'wellbeing',
    label: 'Mental health support',
    kind: 'yes-no',
    regions: ['in', 'us'],
    hint: 'Counselling sessions or a wellbeing programme paid for by the employer',
  },
] as const satisfies readonly BenefitItem[];

export type BenefitKey = (typeof BENEFIT_ITEMS)[number]['key'];
export const BENEFIT_KEYS = BENEFIT_ITEMS.map((item) => item.key) as [BenefitKey, ...BenefitKey[]];
export const benefitItem = (key: string): BenefitItem | undefined => BENEFIT_ITEMS.find((item) => item.key === key);
/** The items a region's members are asked about, in the taxonomy's order. */
export const benefitItemsOf = (region: 'in' | 'us'): BenefitItem[] =>
  BENEFIT_ITEMS.filter((item) => (item.regions as readonly string[]).includes(region));
