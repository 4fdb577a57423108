import { STANDARD_LEVELS } from '@paysight/contract/core';

/** The level select's choices: any level, then the standard levels by name. */
export const LEVEL_OPTIONS = [
  { value: '', label: 'Any level' },
  ...STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: l.name })),
];

/** A tailored resume as the request form offers it. */
export const resumeLabel = (r: { id: number; version: number; job: { title: string; company: { name: string } } | null }) =>
  r.job ? `${r.job.title} at ${r.job.company.name} (v${r.version})` : `Resume ${r.id}`;
