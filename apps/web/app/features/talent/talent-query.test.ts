import { describe, expect, it } from 'vitest';
import { parseTalentQuery, talentHref } from './talent-query';

describe('talent query', () => {
  it('reads the company as typed, the region and a peer group id, ignoring what is not one', () => {
    expect(parseTalentQuery(new URLSearchParams('company=%20Infosys%20&cc=us&peer=12'), null)).toEqual({
      company: 'Infosys',
      cc: 'us',
      peerGroupId: 12,
    });
    expect(parseTalentQuery(new URLSearchParams('cc=uk&peer=abc'), null)).toEqual({ company: '', cc: 'in', peerGroupId: null });
    expect(parseTalentQuery(new URLSearchParams('peer=-3'), null).peerGroupId).toBeNull();
  });

  it('keeps a region-locked workspace in its region', () => {
    expect(parseTalentQuery(new URLSearchParams('cc=us'), 'in').cc).toBe('in');
  });

  it('writes one address per view, the defaults left out', () => {
    expect(talentHref()).toBe('/employers/talent');
    expect(talentHref({ company: 'infosys', cc: 'in', peerGroupId: null })).toBe('/employers/talent?company=infosys');
    expect(talentHref({ company: 'tata consultancy', cc: 'us', peerGroupId: 4 })).toBe(
      '/employers/talent?company=tata+consultancy&cc=us&peer=4',
    );
  });
});
