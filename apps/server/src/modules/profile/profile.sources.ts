import { randomUUID } from 'node:crypto';
import { api, AppError, type SessionUser } from '@paysight/contract';
import { profiles, type Db, type NewProfile, type Profile, type ProfileSourceData } from '@paysight/db';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Upload } from '../../http/uploads.js';
import { documentText } from '../../lib/document-text.js';
import { catalogueMatcher } from '../catalog/catalog.service.js';
import {
  displayName,
  planFill,
  readNetworkExport,
  readResume,
  type CatalogueKind,
  type ExportFiles,
  type FillCandidates,
  type FillField,
} from './profile.extract.js';
import { fillCareerFromSource } from '../career-history/history.service.js';
import type { ProfileDeps } from './profile.deps.js';
import { findProfile, lockProfile, setCanEnrich } from './profile.queries.js';

/**
 * The profile's other sources (SPEC §7 Profile): the member's resume (kept privately, read for its
 * facts), their professional-network data export (read for its facts, the file not kept) and
 * enrichment from both. Every fill goes to empty fields only, decided on the row locked for the
 * write, so a value the member saves meanwhile is never overwritten.
 */

const EXPORT_FILES = api.NETWORK_EXPORT_FILES;

/** `career`: the positions and schools matched to the catalogue, for the career history (career-history: filled only when empty). */
type Matched = { facts: api.ProfileSourceFacts; candidates: FillCandidates; career: CareerSource };
type CareerSource = Parameters<typeof fillCareerFromSource>[2];

/** A source's facts with their names matched to the catalogue, and what it could fill. */
export async function matchSource(db: Db, data: ProfileSourceData): Promise<Matched> {
  const positions = data.positions ?? [];
  const texts: Record<CatalogueKind, string[]> = {
    company: [...new Set([...data.companies, ...positions.map((p) => p.company)].filter(Boolean))],
    title: [...new Set([...data.titles, ...positions.map((p) => p.title)].filter(Boolean))],
    school: data.schools,
    skill: data.skills,
  };
  const kinds = Object.keys(texts) as CatalogueKind[];
  // Names in a resume are written every way: the rows whose names start like them are read too.
  const matchers = Object.fromEntries(
    await Promise.all(kinds.map(async (kind) => [kind, await catalogueMatcher(db, kind, texts[kind], { prefix: true })] as const)),
  ) as Record<CatalogueKind, Awaited<ReturnType<typeof catalogueMatcher>>>;
  const match = (kind: CatalogueKind, text: string) => matchers[kind](text);
  const named = (kind: CatalogueKind, list: string[]) => {
    const seen = new Set<string>();
    return list.flatMap((text) => {
      const row = match(kind, text);
      const item = row ? { name: row.name, slug: row.slug } : { name: displayName(kind, text), slug: null };
      const key = item.slug ?? `text:${item.name.toLowerCase()}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [item];
    });
  };
  const facts: api.ProfileSourceFacts = {
    companies: named('company', data.companies),
    titles: named('title', data.titles),
    schools: named('school', data.schools),
    skills: named('skill', data.skills),
    yearsOfExperience: data.yearsOfExperience ?? null,
    positions: positions.map((p) => ({
      company: p.company ? (match('company', p.company)?.name ?? displayName('company', p.company)) : '',
      title: p.title ? displayName('title', p.title) : '',
      from: p.from ?? null,
      to: p.to ?? null,
      current: p.to === null,
    })),
    readAt: data.readAt,
  };
  // The company field is the current (or most recent) employer: an older one never stands in for it.
  const latest = positions.length > 0 ? positions[0]!.company : data.companies[0];
  const candidates: FillCandidates = {
    companyId: latest ? (match('company', latest)?.id ?? null) : null,
    schoolId: data.schools.map((s) => match('school', s)).find((row) => row !== null)?.id ?? null,
    skillIds: data.skills.flatMap((s) => match('skill', s)?.id ?? []),
    experience: data.yearsOfExperience ?? null,
  };
  const career: CareerSource = {
    positions: positions.flatMap((p) => {
      const company = p.company ? match('company', p.company) : null;
      const title = p.title ? match('title', p.title) : null;
      return company && title ? [{ companyId: company.id, titleId: title.id, from: p.from ?? null, to: p.to }] : [];
    }),
    schoolIds: data.schools.flatMap((s) => match('school', s)?.id ?? []),
  };
  return { facts, candidates, career };
}

/** Fills the member's career history from the first source that names positions or schools it can (only when it is empty). */
async function fillCareer(deps: ProfileDeps, userId: string, matched: Matched[]) {
  const source = matched.find((m) => m.career.positions.length > 0) ?? matched.find((m) => m.career.schoolIds.length > 0);
  if (!source) return;
  const schools = matched.find((m) => m.career.schoolIds.length > 0)?.career.schoolIds ?? [];
  await fillCareerFromSource(deps, userId, { positions: source.career.positions, schoolIds: schools });
}

/** The member's stored sources, the export first (structured, so its names are the surest). */
function sourcesOf(p: Profile): ProfileSourceData[] {
  return [p.networkImport, p.resumeExtract].filter((s): s is ProfileSourceData => s !== null);
}

/** Sources already matched to the catalogue, by their content: what the write has matched is not matched again. */
type Matches = Map<string, FillCandidates>;
const matchKey = (s: ProfileSourceData) => JSON.stringify(s);
const matchesOf = (pairs: Array<[ProfileSourceData, FillCandidates]>): Matches => new Map(pairs.map(([s, c]) => [matchKey(s), c]));

/**
 * Writes the source's own columns and fills the empty fields from `candidates`, on the member's
 * row locked for the change, and stores whether enrichment could still fill anything after it.
 * Returns the row as it was and the fields filled.
 */
async function writeWithFill(
  deps: ProfileDeps,
  userId: string,
  columns: Omit<NewProfile, 'userId'>,
  candidates: FillCandidates[],
  matched: Matches,
): Promise<{ before: Profile; filled: FillField[] }> {
  return deps.db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId }).onConflictDoNothing({ target: profiles.userId });
    const before = (await lockProfile(tx, userId))!;
    const { values, filled } = planFill(before, candidates);
    const canEnrich = await enrichable(tx, { ...before, ...columns, ...values } as Profile, matched);
    await tx
      .update(profiles)
      .set({ ...columns, ...values, canEnrich, updatedAt: deps.now() })
      .where(eq(profiles.userId, userId));
    return { before, filled };
  });
}

const KIND_EXTENSION = { pdf: '.pdf', docx: '.docx' } as const;

/**
 * Stores the member's resume (replacing the previous one), keeps what it says, and with `sync`
 * fills the profile's empty fields from it. The text is read before anything is stored, so a
 * damaged file (422) leaves the previous resume in place.
 */
export async function uploadResume(deps: ProfileDeps, user: SessionUser, upload: Upload, sync: boolean) {
  if (upload.kind !== 'pdf' && upload.kind !== 'docx') throw new AppError(415, 'file: the resume must be a PDF or DOCX');
  const text = await documentText(upload.kind, upload.bytes);
  const data = readResume(text, deps.now());
  const matched = await matchSource(deps.db, data);
  const key = `resumes/${randomUUID()}`;
  // The name as uploaded, with the extension its contents warrant.
  const fileName = `${upload.filename.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'resume'}${KIND_EXTENSION[upload.kind]}`;
  await deps.storage.put(key, upload.bytes, upload.mime);
  let result;
  try {
    result = await writeWithFill(
      deps,
      user.id,
      {
        resumeFileName: fileName,
        resumeKey: key,
        resumeMime: upload.mime,
        resumeSize: upload.bytes.length,
        resumeUploadedAt: deps.now(),
        resumeExtract: data,
      },
      sync ? [matched.candidates] : [],
      matchesOf([[data, matched.candidates]]),
    );
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (sync) await fillCareer(deps, user.id, [matched]);
  const previous = result.before.resumeKey;
  if (previous && previous !== key) {
    // The row points at the new file already: a failure here leaves an unreachable file, never a missing one.
    await deps.storage
      .delete(previous)
      .catch((err: unknown) => deps.log?.error({ err, key: previous }, 'could not remove a replaced resume'));
  }
  return { extracted: matched.facts, filled: result.filled };
}

/** The member's own resume file. */
export async function resumeFile(deps: ProfileDeps, user: SessionUser) {
  const row = await findProfile(deps.db, user.id);
  const body = row?.resumeKey ? await deps.storage.get(row.resumeKey) : null;
  if (!row || !body) throw new AppError(404, 'no resume uploaded yet');
  return { body, mime: row.resumeMime ?? 'application/octet-stream', fileName: row.resumeFileName ?? 'resume' };
}

const basename = (name: string) => name.slice(name.lastIndexOf('/') + 1).toLowerCase();

/**
 * The export's CSV files out of the archive. Refuses (422) an archive that cannot be read, one
 * whose entries add up to more than 20 MB unpacked (sizes as the archive declares them; nothing is
 * inflated past its declared size), and one holding none of the expected files.
 */
export function exportFiles(bytes: Uint8Array): ExportFiles {
  const wanted = new Set(EXPORT_FILES.map((f) => f.toLowerCase()));
  const chosen = new Map<string, string>();
  let total = 0;
  try {
    // First pass lists the entries and their sizes without inflating anything.
    unzipSync(bytes, {
      filter: (f) => {
        total += f.originalSize;
        const base = basename(f.name);
        const current = chosen.get(base);
        // The shallowest copy of each file; never macOS's resource forks.
        if (wanted.has(base) && !f.name.startsWith('__MACOSX/') && (!current || current.split('/').length > f.name.split('/').length)) {
          chosen.set(base, f.name);
        }
        return false;
      },
    });
  } catch {
    throw new AppError(422, 'file: the archive could not be read; upload the .zip exactly as you downloaded it');
  }
  if (total > api.NETWORK_EXPORT_MAX_UNPACKED_BYTES)
    throw new AppError(422, 'file: the archive is larger than 20 MB once unpacked; this is not a profile export');
  if (chosen.size === 0) {
    throw new AppError(
      422,
      `file: the archive holds none of the export's files (${EXPORT_FILES.join(', ')}); upload the .zip exactly as you downloaded it`,
    );
  }
  const names = new Set(chosen.values());
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => names.has(f.name) });
  } catch {
    throw new AppError(422, 'file: the archive could not be read; upload the .zip exactly as you downloaded it');
  }
  const decoder = new TextDecoder('utf-8');
  const out: ExportFiles = {};
  for (const [base, name] of chosen) {
    const file = files[name];
    if (file) out[base as keyof ExportFiles] = decoder.decode(file);
  }
  return out;
}

/** Keeps the export's facts (not the file) and fills the profile's empty fields from them. Importing the same export again changes nothing. */
export async function importNetworkExport(deps: ProfileDeps, user: SessionUser, upload: Upload) {
  const data = await readNetworkExport(exportFiles(upload.bytes), deps.now());
  const matched = await matchSource(deps.db, data);
  const { filled } = await writeWithFill(
    deps,
    user.id,
    { networkImport: data },
    [matched.candidates],
    matchesOf([[data, matched.candidates]]),
  );
  await fillCareer(deps, user.id, [matched]);
  return { extracted: matched.facts, filled };
}

/**
 * Fills every still-empty field the stored sources can (the export first, then the resume).
 * The stored profile URL names the member but says nothing that fills a field without asking the
 * network itself, which this never does.
 */
export async function enrichProfile(deps: ProfileDeps, user: SessionUser): Promise<{ filled: FillField[] }> {
  const row = await findProfile(deps.db, user.id);
  const sources = row ? sourcesOf(row) : [];
  if (sources.length === 0) return { filled: [] };
  const matched = await Promise.all(sources.map((s) => matchSource(deps.db, s)));
  const { filled } = await writeWithFill(
    deps,
    user.id,
    {},
    matched.map((m) => m.candidates),
    matchesOf(sources.map((s, i) => [s, matched[i]!.candidates])),
  );
  await fillCareer(deps, user.id, matched);
  return { filled };
}

/**
 * Whether enrichment would fill anything: some stored source has a (catalogue) value for a field
 * the member left empty. Sources not in `matched` are matched to the catalogue here.
 */
async function enrichable(db: Db, p: Profile, matched: Matches = new Map()): Promise<boolean> {
  const sources = sourcesOf(p);
  const empty = {
    company: p.companyId === null,
    school: p.schoolId === null,
    skills: p.skillIds.length === 0,
    experience: p.experience === null,
  };
  if (empty.experience && sources.some((s) => s.yearsOfExperience !== undefined)) return true;
  const needsLookup = sources.some(
    (s) =>
      (empty.company && (s.positions?.length || s.companies.length)) ||
      (empty.school && s.schools.length) ||
      (empty.skills && s.skills.length),
  );
  if (!needsLookup) return false;
  const candidates = await Promise.all(sources.map(async (s) => matched.get(matchKey(s)) ?? (await matchSource(db, s)).candidates));
  return planFill(p, candidates).filled.length > 0;
}

/**
 * Works out whether enrichment can fill anything on the member's row (locked when the caller runs
 * it in a transaction) and stores it; null when the member has no profile. Called after the member
 * fills or clears a field the sources fill, and once for rows stored before the column existed.
 * The catalogue growing later does not change it: the next change of the sources or fields does.
 */
export async function refreshCanEnrich(db: Db, userId: string): Promise<boolean | null> {
  const row = await lockProfile(db, userId);
  if (!row) return null;
  const canEnrich = await enrichable(db, row);
  if (canEnrich !== row.canEnrich) await setCanEnrich(db, userId, canEnrich);
  return canEnrich;
}

/** What the stored sources said, their names matched to the catalogue as it is now. */
export async function profileSources(deps: ProfileDeps, user: SessionUser): Promise<api.ProfileSources> {
  const row = await findProfile(deps.db, user.id);
  const [resume, network] = await Promise.all([
    row?.resumeExtract ? matchSource(deps.db, row.resumeExtract) : null,
    row?.networkImport ? matchSource(deps.db, row.networkImport) : null,
  ]);
  return {
    resume:
      row?.resumeKey && row.resumeFileName
        ? {
            fileName: row.resumeFileName,
            mime: row.resumeMime ?? 'application/octet-stream',
            size: row.resumeSize ?? 0,
            uploadedAt: (row.resumeUploadedAt ?? row.updatedAt).toISOString(),
            extracted: resume?.facts ?? null,
          }
        : null,
    networkImport: network ? { extracted: network.facts } : null,
  };
}
