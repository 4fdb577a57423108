import { AppError, api } from '@paysight/contract';
import { locations, skills, titles, type Db } from '@paysight/db';
import type { Upload } from '../../http/uploads.js';
import { documentText } from '../../lib/document-text.js';
import { matchSource, readResume } from '../profile/profile.service.js';
import { createTitleMatcher } from '../catalog/catalog.rules.js';
import { countriesNamed, createCityFinder, experienceLevelsFor, headerLines, summaryOf } from './resume-filters.rules.js';
import { createSkillFinder } from './skill-finder.rules.js';

/**
 * JobGPT's filters from a resume (SPEC §7 Jobs: "a resume file → the filters of a new job hunt;
 * 10-second limit, then a clear timeout error"). The resume is read like the profile's resume
 * (profile.service: readResume, matchSource) and never stored. Every name offered is a catalogue
 * name for something the resume states: titles of its positions, the skills it lists or names,
 * the city in its header or at its current position. Nothing is guessed.
 */

export interface ResumeFiltersDeps {
  db: Db;
  now: () => Date;
  /** The read's limit (api.RESUME_FILTERS_TIMEOUT_MS unless a test sets less). */
  timeoutMs?: number;
  /** The document's text (lib/document-text unless a test slows it down). */
  extractText?: (kind: 'pdf' | 'docx', bytes: Uint8Array) => Promise<string>;
}

const MAX_TITLES = 5;
const MAX_SKILLS = 20;
const MAX_LOCATIONS = 3;

/**
 * The whole read, raced against the limit. Past it the answer is 504: the time ran out on our side
 * (reading the file), not while the member's request was arriving, which is what 408 would say; a
 * 504 tells the client the request itself was fine and a smaller or simpler file may go through.
 */
export async function resumeFilters(deps: ResumeFiltersDeps, upload: Upload): Promise<api.ResumeFiltersResult> {
  if (upload.kind !== 'pdf' && upload.kind !== 'docx') throw new AppError(415, 'file: the resume must be a PDF or DOCX');
  const work = readFilters(deps, upload.kind, upload.bytes);
  // The read goes on in the background after a timeout; its late failure must not surface anywhere.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(504, api.RESUME_FILTERS_TIMEOUT_MESSAGE)),
      deps.timeoutMs ?? api.RESUME_FILTERS_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function readFilters(deps: ResumeFiltersDeps, kind: 'pdf' | 'docx', bytes: Uint8Array): Promise<api.ResumeFiltersResult> {
  const text = await (deps.extractText ?? documentText)(kind, bytes);
  if (!text.trim()) {
    throw new AppError(422, 'the resume has no text to read (a scanned PDF is only pictures): upload a PDF with text, or a DOCX');
  }
  const data = readResume(text, deps.now());
  const [{ facts }, titleRows, skillRows, cityRows] = await Promise.all([
    matchSource(deps.db, data),
    deps.db.select({ id: titles.id, name: titles.name }).from(titles),
    deps.db.select({ id: skills.id, name: skills.name }).from(skills),
    deps.db.select({ city: locations.city, countryCode: locations.countryCode }).from(locations),
  ]);

  // Titles: the positions' own, newest first, as the catalogue names them (the profile's matching,
  // then the jobs' title matcher, which also finds "Software Engineer" in "Backend Software Engineer, Payments").
  const titleName = new Map(titleRows.map((t) => [t.id, t.name]));
  const matchTitle = createTitleMatcher(titleRows);
  const titleNames = unique([
    ...facts.titles.flatMap((t) => (t.slug ? [t.name] : [])),
    ...(data.positions ?? []).flatMap((p) => {
      const id = p.title ? matchTitle(p.title) : null;
      return id === null ? [] : [titleName.get(id)!];
    }),
  ]).slice(0, MAX_TITLES);

  // Skills: those its skills section lists that the catalogue knows, then catalogue skills it names anywhere.
  const skillName = new Map(skillRows.map((s) => [s.id, s.name]));
  const named = createSkillFinder(skillRows)(text).map((id) => skillName.get(id)!);
  const skillNames = unique([...facts.skills.flatMap((s) => (s.slug ? [s.name] : [])), ...named]).slice(0, MAX_SKILLS);

  // Cities: the header's (where the member lives), else the current or most recent position's.
  const findCities = createCityFinder(cityRows);
  const header = headerLines(text).join('\n');
  const latest = data.positions?.[0];
  let cities = findCities(header);
  if (cities.length === 0 && latest) cities = findCities(`${latest.title}\n${latest.company}`);
  cities = cities.slice(0, MAX_LOCATIONS);
  const countries = unique([...cities.map((c) => c.countryCode), ...countriesNamed(header)]);

  const years = data.yearsOfExperience ?? null;
  const locationNames = cities.map((c) => c.city);
  return {
    titles: titleNames,
    locations: locationNames,
    countries,
    companies: [],
    excludedCompanies: [],
    skills: skillNames,
    remote: [],
    minBasePay: null,
    experienceLevels: experienceLevelsFor(years),
    needsVisaSponsorship: false,
    yearsOfExperience: years,
    summary: summaryOf({
      positions: data.positions?.length ?? 0,
      yearsOfExperience: years,
      titles: titleNames,
      skills: skillNames,
      locations: locationNames,
    }),
  };
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
