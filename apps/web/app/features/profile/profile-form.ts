import type { api } from '@paysight/contract';
import type { JobHuntField, RouteInput } from '@paysight/contract/core';
import type { FormFields } from '~/lib/form-body';

/**
 * The profile page's form, both ways: a GET /profile answer into the fields' text, and the fields
 * as posted (plain HTML, so it works before JavaScript) into POST /profile's body. Company, school
 * and skills are typed as names. With JavaScript the typeahead adds the catalogue's slugs of what
 * was picked (hidden `companySlug`, `schoolSlug`, one `skillSlug` per skill); without it the names
 * go as typed and the API resolves exact catalogue names. Empty fields clear.
 */

export interface ProfileView {
  name: string;
  company: { name: string } | null;
  title: { name: string } | null;
  school: { name: string } | null;
  skills: Array<{ name: string }>;
  dob: string | null;
  phoneNo: string | null;
  contactNo: string | null;
  interests: string[];
  experience: number | null;
  gender: string | null;
  ethnicity: string | null;
  noticePeriodDays: number | null;
  immigrationSponsorshipRequired: boolean | null;
}

export type ProfileFormValues = Record<
  | 'name'
  | 'company'
  | 'title'
  | 'school'
  | 'skills'
  | 'dob'
  | 'phoneNo'
  | 'contactNo'
  | 'interests'
  | 'experience'
  | 'gender'
  | 'ethnicity'
  | 'noticePeriodDays'
  | 'immigrationSponsorshipRequired',
  string
>;

/** The entries of a comma-separated field. */
export const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** What the typeahead of a comma-separated field searches for: the entry being typed (after the last comma). */
export const lastEntry = (text: string) => text.slice(text.lastIndexOf(',') + 1).trim();

/** The list with the entry being typed replaced by a picked name, ready for the next one. */
export const replaceLastEntry = (text: string, name: string) => [...list(text.slice(0, text.lastIndexOf(',') + 1)), name].join(', ') + ', ';

/** Catalogue names the form knows the slugs of (saved or picked), by lower-case name. */
export type KnownSlugs = ReadonlyMap<string, string>;
export const knownKey = (name: string) => name.trim().toLowerCase();

/** The value sent for a typed name: the slug when the name is a known catalogue entry, else the name as typed. */
export const slugOrName = (name: string, known: KnownSlugs) => known.get(knownKey(name)) ?? name.trim();

export function profileToForm(p: ProfileView): ProfileFormValues {
  return {
    name: p.name,
    company: p.company?.name ?? '',
    title: p.title?.name ?? '',
    school: p.school?.name ?? '',
    skills: p.skills.map((s) => s.name).join(', '),
    dob: p.dob ?? '',
    phoneNo: p.phoneNo ?? '',
    contactNo: p.contactNo ?? '',
    interests: p.interests.join(', '),
    experience: p.experience === null ? '' : String(p.experience),
    gender: p.gender ?? '',
    ethnicity: p.ethnicity ?? '',
    noticePeriodDays: p.noticePeriodDays === null ? '' : String(p.noticePeriodDays),
    immigrationSponsorshipRequired: p.immigrationSponsorshipRequired === null ? '' : p.immigrationSponsorshipRequired ? 'yes' : 'no',
  };
}

/** A whole number, or the text itself so the API names the field in its message. */
const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : text);

/** POST /profile's fields as the form posts them: every one (the form shows them all), values as typed. */
export type ProfileFormBody = Required<FormFields<RouteInput<typeof api.updateProfile, 'body'>>>;

/** The posted fields → POST /profile's body (the action checks it with the contract's schema: parseFormBody). */
export function formToBody(form: FormData): ProfileFormBody {
  const text = (key: keyof ProfileFormValues | 'companySlug' | 'titleSlug' | 'schoolSlug') => {
    const v = form.get(key);
    return typeof v === 'string' ? v.trim() : '';
  };
  const orNull = <T>(v: string, f: (s: string) => T) => (v === '' ? null : f(v));
  // The typeahead's slugs (JavaScript) take the place of the typed names they stand for.
  const picked = form.getAll('skillSlug').filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return {
    name: text('name'),
    company: orNull(text('companySlug') || text('company'), (s) => s),
    title: orNull(text('titleSlug') || text('title'), (s) => s),
    school: orNull(text('schoolSlug') || text('school'), (s) => s),
    skills: picked.length > 0 ? [...new Set(picked.map((v) => v.trim()))] : list(text('skills')),
    dob: orNull(text('dob'), (s) => s),
    phoneNo: orNull(text('phoneNo'), (s) => s),
    contactNo: orNull(text('contactNo'), (s) => s),
    interests: list(text('interests')),
    experience: orNull(text('experience'), wholeNumber),
    gender: orNull(text('gender'), (s) => s),
    ethnicity: orNull(text('ethnicity'), (s) => s),
    noticePeriodDays: orNull(text('noticePeriodDays'), wholeNumber),
    immigrationSponsorshipRequired: orNull(text('immigrationSponsorshipRequired'), (s) => s === 'yes'),
  };
}

export const JOB_HUNT_LABELS: Record<JobHuntField, string> = {
  phoneNo: 'Phone number',
  experience: 'Years of experience',
  skills: 'Skills',
  noticePeriodDays: 'Notice period',
  immigrationSponsorshipRequired: 'Visa sponsorship',
};
