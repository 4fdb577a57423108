import type { api } from '@paysight/contract';
import { groupDigits, type CountryCode } from '@paysight/contract/core';

/** Words, labels and shares of /verified and /admin/review, as pure functions of their data. */

export type VerifiedStats = api.VerifiedStats;
export type Contribution = api.VerifiableContribution;
export type DocKind = api.VerificationDoc['kind'];
export type Tier = VerifiedStats['tiers'][number]['tier'];

/** The API's file call for a document: an attachment, readable by its owner and admins only. */
export const docFileHref = (id: number) => `/api/v1/verify/docs/${id}/file`;

/** The query parameters `parseRegion` reads (the route's `handle.query`). */
export const VERIFIED_QUERY = ['cc'] as const;

/** The region in the URL (?cc=us); anything else is India, the default. */
export const parseRegion = (params: URLSearchParams): CountryCode => (params.get('cc') === 'us' ? 'us' : 'in');
export const verifiedPath = (cc: CountryCode) => (cc === 'in' ? '/verified' : '/verified?cc=us');

export interface TierGroup {
  key: 'verified' | 'member' | 'anonymous';
  label: string;
  tiers: readonly Tier[];
  /** How figures of this kind are checked. */
  how: string;
}

/** The three kinds of figures, most trusted first, and how each is checked. */
export const TIER_GROUPS: readonly TierGroup[] = [
  {
    key: 'verified',
    label: 'Documents verified',
    tiers: ['verified'],
    how: 'The member sent an offer letter, payslip or tax form and a reviewer compared it with the figures. The document stays private: only the member and the reviewer can open it, and it never appears on the site.',
  },
  {
    key: 'member',
    label: 'Member-shared',
    tiers: ['member'],
    how: 'Shared by a signed-in member whose work email was confirmed with a sign-in link. Figures far from their peers are held for a review before they count.',
  },
  {
    key: 'anonymous',
    label: 'Anonymous and imported',
    tiers: ['filing', 'import', 'demo'],
    how: 'Public filings (such as H-1B wage disclosures), bulk imports and demonstration data: checked for format, units and outliers, but not tied to a person.',
  },
];

/** Each group's count and share of the region's published records. */
export function groupShares(stats: VerifiedStats) {
  return TIER_GROUPS.map((group) => {
    const count = stats.tiers.filter((t) => group.tiers.includes(t.tier)).reduce((a, t) => a + t.count, 0);
    return { ...group, count, share: stats.total > 0 ? count / stats.total : 0 };
  });
}

/** The region's salaries verified with a document: none means there is no verified share to draw yet. */
export const verifiedCount = (stats: VerifiedStats) => stats.tiers.find((t) => t.tier === 'verified')?.count ?? 0;

/** 0.1667 → "16.7%", 0 → "0%", 1 → "100%"; a share too small to round to 0.1% is "<0.1%", never "0%". */
export function formatShare(share: number): string {
  if (share > 0 && share < 0.0005) return '<0.1%';
  const pct = Math.round(share * 1000) / 10;
  return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}

export const formatCount = (n: number) => groupDigits(n);

export const DOC_KIND_LABELS: Record<DocKind, string> = {
  'offer-letter': 'Offer letter',
  payslip: 'Payslip',
  'tax-form': 'Tax form',
};

const STATE_LABELS: Record<Contribution['state'], string> = {
  published: 'Member-shared',
  verified: 'Verified',
  held: 'Held for review',
  'not-published': 'Not published after review',
};
export const stateLabel = (state: Contribution['state']) => STATE_LABELS[state];

const DOC_STATUS_LABELS: Record<api.VerificationDoc['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const docStatusLabel = (status: api.VerificationDoc['status']) => DOC_STATUS_LABELS[status];

/** "1.2 MB", "340 KB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An ISO timestamp → "22 Nov 2026" (UTC, so the server and the browser agree). */
export { formatDate } from '@paysight/contract/core';

/** "Software Engineer at Google · L5". */
export const roleLine = (c: { title: { name: string }; company: { name: string }; level: string | null }) =>
  `${c.title.name} at ${c.company.name}${c.level ? ` · ${c.level}` : ''}`;
