import { companySlug, titleSlug, type JobHuntField } from '@paysight/contract/core';

/**
 * The profile page's form, both ways: a GET /profile answer into the fields' text, and the fields
 * as posted (plain HTML, so it works before JavaScript) into POST /profile's body. Company, school
 * and skills are typed as names and sent as the catalogue's slugs; empty fields clear.
 */

export interface ProfileView {
  company: { name: string } | null;
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
  | 'company'
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

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function profileToForm(p: ProfileView): ProfileFormValues {
  return {
    company: p.company?.name ?? '',
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

/** The posted fields → POST /profile's body (every field: the form shows them all). */
export function formToBody(form: FormData) {
  const text = (key: keyof ProfileFormValues) => {
    const v = form.get(key);
    return typeof v === 'string' ? v.trim() : '';
  };
  const orNull = <T>(v: string, f: (s: string) => T) => (v === '' ? null : f(v));
  return {
    company: orNull(text('company'), companySlug),
    school: orNull(text('school'), titleSlug),
    skills: list(text('skills')).map(titleSlug),
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
