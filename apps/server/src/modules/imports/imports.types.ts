import type { Region } from '@paysight/contract';
/**
 * What a format's mapper makes of one CSV row: a salary record whose catalogue references are
 * still names (company, title, family, city), resolved to ids by the import service in batches.
 */
export interface ImportRow {
  source: 'h1b' | 'import';
  verification: 'filing' | 'import';
  /** The source's own id, or a SHA-256 of the row: makes re-imports add nothing. */
  sourceRef: string;
  countryCode: Region;
  currency: 'INR' | 'USD';
  /** The employer as the file spells it; the catalogue keys it by companySlug. */
  company: { name: string; industry: string };
  /** The title as the catalogue stores it (normalised); `family` is used when the title is new. */
  title: { name: string; family: string };
  /** The company's own level name (generic CSV only); created for the company and the title's family when new. */
  level: { name: string; standardLevel: number } | null;
  standardLevel: number | null;
  /** `state` is the state's name; `region` its short form (a US state's code) for disambiguating slugs. */
  location: { city: string; state: string; region: string; countryCode: Region } | null;
  yearsOfExperience: number | null;
  yearsAtCompany: number | null;
  base: number;
  stockGrant: number | null;
  vestingYears: number | null;
  stockYearly: number | null;
  bonus: number | null;
  signingBonus: number | null;
  /** base + yearly stock + bonus (the signing bonus is kept apart). */
  total: number;
  /** YYYY-MM-DD */
  reportedOn: string;
  skills: string[];
}

export type MapResult = { ok: true; row: ImportRow } | { ok: false; reason: string };

/** A file format: the columns it needs (found by name, in any order) and how one row maps. */
export interface ImportFormat<K extends string = string> {
  name: 'h1b' | 'csv';
  required: readonly K[];
  optional: readonly K[];
  /** `get` returns the trimmed value, '' for an empty cell, undefined when the file has no such column. */
  map(get: (column: K) => string | undefined): MapResult;
}
