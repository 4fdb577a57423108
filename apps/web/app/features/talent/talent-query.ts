import type { CountryCode } from '@paysight/contract/core';
import { paths } from '~/config/paths';

/**
 * /employers/talent's address: `company` (a slug, or a name as typed before JavaScript), `cc` (in by
 * default, or the workspace's region) and `peer`, one of the workspace's saved peer groups. A plain
 * GET form writes it, so the screen works before its JavaScript loads.
 */
export interface TalentQuery {
  company: string;
  cc: CountryCode;
  peerGroupId: number | null;
}

/** The query parameters the screen reads. */
export const TALENT_QUERY = ['company', 'cc', 'peer'] as const;

export function parseTalentQuery(params: URLSearchParams, fallback: CountryCode | null): TalentQuery {
  const company = (params.get('company') ?? '').trim().slice(0, 120);
  const c = params.get('cc');
  const cc: CountryCode = fallback ?? (c === 'us' ? 'us' : 'in');
  const p = Number(params.get('peer') ?? '');
  const peerGroupId = Number.isInteger(p) && p > 0 && p <= 2_147_483_647 ? p : null;
  return { company, cc, peerGroupId };
}

/** /employers/talent with the query; defaults left out so each view has one address. */
export function talentHref(q: Partial<TalentQuery> = {}): string {
  const params = new URLSearchParams();
  if (q.company) params.set('company', q.company);
  if (q.cc && q.cc !== 'in') params.set('cc', q.cc);
  if (q.peerGroupId) params.set('peer', String(q.peerGroupId));
  const s = params.toString();
  return s ? `${paths.employerTalent()}?${s}` : paths.employerTalent();
}
