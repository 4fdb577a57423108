import { AppError, JOB_HUNT_FIELDS, LINKEDIN_PROFILE_URL, companySlug, titleSlug, type api, type SessionUser } from '@paysight/contract';
import type { Db, NewProfile, Profile } from '@paysight/db';
import { completenessOf } from './profile-completeness.rules.js';
import { deleteUser, findUserById, updateUser } from '../auth/users.service.js';
import { currentSalaryOf } from '../contributions/contributions.service.js';
import { resolveCompanies, resolveSchools, resolveSkills, resolveTitles } from '../catalog/catalog.service.js';
import type { ProfileDeps } from './profile.deps.js';
import { companyById, findProfile, memberFileKeys, schoolById, skillsByIds, titleById, upsertProfile } from './profile.queries.js';
import { refreshCanEnrich } from './profile.sources.js';

export type { ProfileDeps } from './profile.deps.js';

/** A member must be at least this old, and a birth date further back than the other bound is a typo. */
const MIN_AGE = 16;
const MAX_AGE = 100;

/** The fields enrichment fills (profile.extract.ts planFill). */
const ENRICHED_FIELDS = ['company', 'school', 'skills', 'experience'] as const satisfies ReadonlyArray<keyof api.UpdateProfileBody>;

const isSet = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0);

/** The member's profile as they see it. Every read is of the signed-in member's own row. */
export async function getProfile(deps: ProfileDeps, user: SessionUser): Promise<api.ProfileData> {
  return present(deps.db, await findProfile(deps.db, user.id), user.id);
}

async function present(db: Db, p: Profile | null, userId: string | null = p?.userId ?? null): Promise<api.ProfileData> {
  const [account, company, title, school, skillRows, salary] = await Promise.all([
    userId ? findUserById(db, userId) : null,
    p?.companyId ? companyById(db, p.companyId) : null,
    p?.titleId ? titleById(db, p.titleId) : null,
    p?.schoolId ? schoolById(db, p.schoolId) : null,
    skillsByIds(db, p?.skillIds ?? []),
    userId ? currentSalaryOf(db, userId) : null,
  ]);
  // Skills keep the order the member gave them.
  const byId = new Map(skillRows.map((s) => [s.id, { name: s.name, slug: s.slug }]));
  const fields = {
    phoneNo: p?.phoneNo ?? null,
    experience: p?.experience ?? null,
    skills: p?.skillIds ?? [],
    noticePeriodDays: p?.noticePeriodDays ?? null,
    immigrationSponsorshipRequired: p?.immigrationSponsorshipRequired ?? null,
  };
  const missingJobHuntFields = JOB_HUNT_FIELDS.filter((f) => !isSet(fields[f]));
  return {
    name: account?.name ?? '',
    company,
    title,
    school,
    skills: (p?.skillIds ?? []).flatMap((id) => byId.get(id) ?? []),
    dob: p?.dob ?? null,
    phoneNo: p?.phoneNo ?? null,
    contactNo: p?.contactNo ?? null,
    interests: p?.interests ?? [],
    experience: p?.experience ?? null,
    linkedinUrl: p?.linkedinUrl ?? null,
    resumeFileName: p?.resumeFileName ?? null,
    gender: p?.gender ?? null,
    ethnicity: p?.ethnicity ?? null,
    noticePeriodDays: p?.noticePeriodDays ?? null,
    immigrationSponsorshipRequired: p?.immigrationSponsorshipRequired ?? null,
    salary,
    // Stored when the sources or the fields they fill change; rows from before it was stored get it once.
    canEnrich: p ? (p.canEnrich ?? (await refreshCanEnrich(db, p.userId)) ?? false) : false,
    hasJobHuntFieldsSet: missingJobHuntFields.length === 0,
    missingJobHuntFields,
    completeness: completenessOf(p, salary !== null),
  };
}

function yearsBefore(now: Date, years: number) {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/**
 * Changes the given fields of the member's own profile (creating it on first save). Company,
 * school and skills must be in the catalogue; every problem is a 400 naming the field, and
 * nothing is written unless the whole change is valid.
 */
export async function updateProfile(deps: ProfileDeps, user: SessionUser, body: api.UpdateProfileBody): Promise<api.ProfileData> {
  const values: Omit<NewProfile, 'userId'> = { updatedAt: deps.now() };

  // A slug from the typeahead, or a name typed by hand (see catalog/catalog.service.ts); a refusal names
  // the value as a slug, the form the typeahead would have sent.
  if (body.company !== undefined) {
    const company = body.company;
    values.companyId = company === null ? null : ((await resolveCompanies(deps.db, [company])).get(company) ?? null);
    if (values.companyId === null && company !== null)
      throw new AppError(400, `company: no company "${companySlug(company) || company}"; pick one from the list`);
  }
  if (body.title !== undefined) {
    const title = body.title;
    values.titleId = title === null ? null : ((await resolveTitles(deps.db, [title])).get(title) ?? null);
    if (values.titleId === null && title !== null)
      throw new AppError(400, `title: no job title "${titleSlug(title) || title}"; pick one from the list`);
  }
  if (body.school !== undefined) {
    const school = body.school;
    values.schoolId = school === null ? null : ((await resolveSchools(deps.db, [school])).get(school) ?? null);
    if (values.schoolId === null && school !== null)
      throw new AppError(400, `school: no school "${titleSlug(school) || school}"; pick one from the list`);
  }
  if (body.skills !== undefined) {
    const wanted = [...new Set(body.skills)];
    const found = await resolveSkills(deps.db, wanted);
    const unknown = wanted.filter((s) => !found.has(s));
    if (unknown.length > 0)
      throw new AppError(400, `skills: no skill ${unknown.map((s) => `"${titleSlug(s) || s}"`).join(', ')}; pick them from the list`);
    // Two spellings of one skill count once; the member's order stays.
    values.skillIds = [...new Set(wanted.map((s) => found.get(s)!))];
  }
  if (body.dob !== undefined) {
    const now = deps.now();
    if (body.dob !== null && (body.dob > yearsBefore(now, MIN_AGE) || body.dob < yearsBefore(now, MAX_AGE))) {
      throw new AppError(400, `dob: members are ${MIN_AGE} to ${MAX_AGE} years old`);
    }
    values.dob = body.dob;
  }
  if (body.phoneNo !== undefined) values.phoneNo = body.phoneNo;
  if (body.contactNo !== undefined) values.contactNo = body.contactNo;
  if (body.interests !== undefined) values.interests = [...new Set(body.interests)];
  if (body.experience !== undefined) values.experience = body.experience;
  if (body.gender !== undefined) values.gender = body.gender;
  if (body.ethnicity !== undefined) values.ethnicity = body.ethnicity;
  if (body.noticePeriodDays !== undefined) values.noticePeriodDays = body.noticePeriodDays;
  if (body.immigrationSponsorshipRequired !== undefined) values.immigrationSponsorshipRequired = body.immigrationSponsorshipRequired;

  await deps.db.transaction(async (tx) => {
    // The name is the account's (the auth module owns the users table).
    if (body.name !== undefined) await updateUser(tx, user.id, { name: body.name });
    await upsertProfile(tx, user.id, values);
    // Filling or clearing a field the sources could fill changes whether enrichment can.
    if (ENRICHED_FIELDS.some((f) => body[f] !== undefined)) await refreshCanEnrich(tx, user.id);
  });
  return getProfile(deps, user);
}

/** Stores the member's professional-network profile URL in one canonical form, or removes it. */
export async function linkProfileUrl(deps: ProfileDeps, user: SessionUser, url: string | null): Promise<api.ProfileData> {
  const handle = url === null ? null : LINKEDIN_PROFILE_URL.exec(url)?.[1];
  await upsertProfile(deps.db, user.id, {
    linkedinUrl: handle ? `https://www.linkedin.com/in/${handle}` : null,
    updatedAt: deps.now(),
  });
  return getProfile(deps, user);
}

/**
 * Deletes the member's own account once they type its email again. Everything personal goes with
 * it in one transaction (foreign keys cascade), then the member's files; the caller clears the
 * session cookie.
 */
export async function deleteAccount(deps: ProfileDeps, user: SessionUser, confirmEmail: string) {
  if (confirmEmail !== user.email.toLowerCase()) throw new AppError(400, 'confirmEmail: type your account’s email to delete it');
  // The user row goes and, by cascade, its profile, sign-in identities, sessions, sign-in links,
  // extension keys, salary contributions, offers and verification documents; redeemed coupons keep
  // their count without the user, and the anonymised salary records a member contributed stay
  // (nothing links them back).
  const files = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const keys = await memberFileKeys(t, user.id);
    await deleteUser(t, user.id);
    return keys;
  });
  // The rows are gone first, so a failure here leaves an unreachable file, never a record pointing at nothing.
  const results = await Promise.allSettled(files.map((key) => deps.storage.delete(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') deps.log?.error({ err: r.reason, key: files[i] }, 'could not remove a deleted member’s file');
  });
  return { deleted: true as const };
}

/** A member's stored profile row, for modules that read one field of it (offers: the notice period). */
export { findProfile } from './profile.queries.js';

/**
 * Reading a resume for other modules (JobGPT's filters from a resume): the facts its text states
 * (readResume: positions, skills, years of work) and those facts matched to the catalogue
 * (matchSource: catalogue names carry their slugs, anything else stays text).
 */
export { readResume } from './profile.extract.js';
export { matchSource } from './profile.sources.js';
