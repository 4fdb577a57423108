import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatShare,
  formatSize,
  groupShares,
  parseRegion,
  roleLine,
  verifiedCount,
  verifiedPath,
  type VerifiedStats,
} from './verified-text';

const stats = (counts: Partial<Record<VerifiedStats['tiers'][number]['tier'], number>>): VerifiedStats => {
  const tiers = (['verified', 'member', 'filing', 'import', 'demo'] as const).map((tier) => ({ tier, count: counts[tier] ?? 0, share: 0 }));
  return { countryCode: 'in', total: tiers.reduce((a, t) => a + t.count, 0), tiers, companies: [], isDemo: false };
};

describe('verified text', () => {
  it('groups the five tiers into the three kinds of figures, with their shares', () => {
    const groups = groupShares(stats({ verified: 5, member: 15, filing: 30, import: 40, demo: 10 }));
    expect(groups.map((g) => [g.key, g.count, g.share])).toEqual([
      ['verified', 5, 0.05],
      ['member', 15, 0.15],
      ['anonymous', 80, 0.8],
    ]);
    expect(groupShares(stats({})).every((g) => g.share === 0)).toBe(true);
  });

  it('counts the documents-verified salaries: none when the region has no verified tier or a zero one', () => {
    expect(verifiedCount(stats({ verified: 3, demo: 100 }))).toBe(3);
    expect(verifiedCount(stats({ demo: 100 }))).toBe(0);
    expect(verifiedCount({ countryCode: 'in', total: 0, tiers: [], companies: [], isDemo: false })).toBe(0);
  });

  it('formats shares, sizes, dates and roles', () => {
    expect(formatShare(0.16667)).toBe('16.7%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(2 / 9100)).toBe('<0.1%');
    expect(formatSize(340 * 1024)).toBe('340 KB');
    expect(formatSize(200)).toBe('1 KB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('22 Nov 2026');
    expect(roleLine({ title: { name: 'Software Engineer' }, company: { name: 'Google' }, level: 'L5' })).toBe(
      'Software Engineer at Google · L5',
    );
    expect(roleLine({ title: { name: 'Analyst' }, company: { name: 'Infosys' }, level: null })).toBe('Analyst at Infosys');
  });

  it('reads the region from the URL (India unless us) and builds its path', () => {
    expect(parseRegion(new URLSearchParams('cc=us'))).toBe('us');
    expect(parseRegion(new URLSearchParams('cc=uk'))).toBe('in');
    expect(parseRegion(new URLSearchParams())).toBe('in');
    expect(verifiedPath('in')).toBe('/verified');
    expect(verifiedPath('us')).toBe('/verified?cc=us');
  });
});
