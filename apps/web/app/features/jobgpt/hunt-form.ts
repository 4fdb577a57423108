import type { api } from '@paysight/contract';
import { payUnit } from '~/features/jobs/jobs-filters';
import type { FormFields } from '~/lib/form-body';

/**
 * The job hunt form: plain HTML fields (it works before JavaScript), read into the contract's
 * body. Names are comma-separated lists as the typeaheads fill them; minimum base pay is typed in
 * lakhs for rupees and thousands for dollars (as on the jobs page); the minimum match score as a
 * percentage. A value the schema refuses ("six" a day) is passed on as typed, so the refusal names
 * the field.
 */

/** The entries of a comma-separated field, each once (case aside). */
export function list(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s !== '' && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/** What the typeahead of a comma-separated field searches for: the entry being typed (after the last comma). */
export const lastEntry = (text: string) => text.slice(text.lastIndexOf(',') + 1).trim();

/** The list with the entry being typed replaced by a picked name, ready for the next one. */
export const replaceLastEntry = (text: string, name: string) => [...list(text.slice(0, text.lastIndexOf(',') + 1)), name].join(', ') + ', ';

export const HUNT_DEFAULTS = { dailyLimit: 5, minScorePercent: 70 } as const;

export interface HuntFormValues {
  name: string;
  titles: string;
  locations: string;
  countries: string[];
  companies: string;
  excludedCompanies: string;
  skills: string;
  remote: string[];
  minPay: string;
  payCurrency: 'INR' | 'USD';
  levels: string[];
  visa: boolean;
  autoMode: boolean;
  dailyLimit: string;
  minScore: string;
  tailoredResume: boolean;
}

export const EMPTY_HUNT_FORM: HuntFormValues = {
  name: '',
  titles: '',
  locations: '',
  countries: [],
  companies: '',
  excludedCompanies: '',
  skills: '',
  remote: [],
  minPay: '',
  payCurrency: 'INR',
  levels: [],
  visa: false,
  autoMode: false,
  dailyLimit: String(HUNT_DEFAULTS.dailyLimit),
  minScore: String(HUNT_DEFAULTS.minScorePercent),
  tailoredResume: true,
};

const joined = (names: readonly string[]) => names.join(', ');

/** What a hunt looks for, as the form shows it (a saved hunt's, or those read from a resume). */
function filterFields(f: api.JobHuntFilters) {
  const currency = f.minBasePay?.currency ?? 'INR';
  return {
    titles: joined(f.titles),
    locations: joined(f.locations),
    countries: [...f.countries],
    companies: joined(f.companies),
    excludedCompanies: joined(f.excludedCompanies),
    skills: joined(f.skills),
    remote: [...f.remote],
    minPay: f.minBasePay ? String(f.minBasePay.amount / payUnit(currency === 'INR' ? 'in' : 'us')) : '',
    payCurrency: currency,
    levels: f.experienceLevels.map(String),
    visa: f.needsVisaSponsorship,
  } satisfies Partial<HuntFormValues>;
}

/** A saved hunt as the form shows it. */
export function huntToForm(hunt: api.JobHunt): HuntFormValues {
  return {
    name: hunt.name,
    ...filterFields(hunt.filters),
    autoMode: hunt.settings.autoMode,
    dailyLimit: String(hunt.settings.dailyLimit),
    minScore: String(Math.round(hunt.settings.minScore * 100)),
    tailoredResume: hunt.settings.tailoredResume,
  };
}

/** The profile facts a new hunt starts from (entered once): the title held now, the skills, visa sponsorship. */
export interface HuntProfileView {
  title: { name: string } | null;
  skills: Array<{ name: string }>;
  immigrationSponsorshipRequired: boolean | null;
}

export function huntFromProfile(p: HuntProfileView | null): HuntFormValues {
  if (!p) return EMPTY_HUNT_FORM;
  return {
    ...EMPTY_HUNT_FORM,
    name: p.title ? `${p.title.name} roles` : '',
    titles: p.title?.name ?? '',
    skills: joined(p.skills.map((s) => s.name)),
    visa: p.immigrationSponsorshipRequired === true,
  };
}

/** A new hunt's form filled from a resume's filters; the name and the settings stay as they were. */
export function resumeFiltersToForm(filters: api.JobHuntFilters, current: HuntFormValues): HuntFormValues {
  const read = filterFields(filters);
  return {
    ...current,
    ...read,
    name: current.name || (filters.titles[0] ? `${filters.titles[0]} roles` : ''),
    // A resume that names no skills or titles keeps the ones the profile gave.
    titles: read.titles || current.titles,
    skills: read.skills || current.skills,
    visa: read.visa || current.visa,
  };
}

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : '';
};
const all = (form: FormData, key: string) => form.getAll(key).filter((v): v is string => typeof v === 'string' && v !== '');
const checked = (form: FormData, key: string) => form.get(key) === 'on';

/** What was typed, to show the form again beside the reason it was refused. */
export function typedHuntForm(form: FormData): HuntFormValues {
  return {
    name: text(form, 'name'),
    titles: text(form, 'titles'),
    locations: text(form, 'locations'),
    countries: all(form, 'countries'),
    companies: text(form, 'companies'),
    excludedCompanies: text(form, 'excludedCompanies'),
    skills: text(form, 'skills'),
    remote: all(form, 'remote'),
    minPay: text(form, 'minPay'),
    payCurrency: text(form, 'payCurrency') === 'USD' ? 'USD' : 'INR',
    levels: all(form, 'levels'),
    visa: checked(form, 'visa'),
    autoMode: checked(form, 'autoMode'),
    dailyLimit: text(form, 'dailyLimit'),
    minScore: text(form, 'minScore'),
    tailoredResume: checked(form, 'tailoredResume'),
  };
}

/** A typed number, or the text as typed (the schema then refuses it by name); empty gives `empty`. */
function number(value: string, empty: unknown): unknown {
  const t = value.trim().replace(/[,%]/g, '');
  if (t === '') return empty;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** The form as the body of POST /job-hunts or PUT /job-hunts/:id (`status` keeps a hunt's pause state). */
export function huntFormToBody(values: HuntFormValues, status?: 'active' | 'paused'): FormFields<api.JobHuntBody> {
  const pay = number(values.minPay, null);
  const unit = payUnit(values.payCurrency === 'USD' ? 'us' : 'in');
  const score = number(values.minScore, HUNT_DEFAULTS.minScorePercent);
  return {
    name: values.name,
    filters: {
      titles: list(values.titles),
      locations: list(values.locations),
      countries: values.countries,
      companies: list(values.companies),
      excludedCompanies: list(values.excludedCompanies),
      skills: list(values.skills),
      remote: values.remote,
      minBasePay: pay === null ? null : { amount: typeof pay === 'number' ? Math.round(pay * unit) : pay, currency: values.payCurrency },
      experienceLevels: values.levels.map((l) => number(l, l)),
      needsVisaSponsorship: values.visa,
    },
    settings: {
      autoMode: values.autoMode,
      dailyLimit: number(values.dailyLimit, HUNT_DEFAULTS.dailyLimit),
      // Two decimals, as the contract keeps it.
      minScore: typeof score === 'number' ? Math.round(score) / 100 : score,
      tailoredResume: values.tailoredResume,
    },
    ...(status ? { status } : {}),
  };
}

/** A saved hunt as a PUT body with another status: pause or resume keeps everything else. */
export const withStatus = (hunt: api.JobHunt, status: 'active' | 'paused'): api.JobHuntBody => ({
  name: hunt.name,
  filters: hunt.filters,
  settings: hunt.settings,
  status,
});
