import { describe, expect, it } from 'vitest';
import { canonicalQuery, LEADERBOARD_TITLES, parseLeaderboardQuery, titleOptions } from './leaderboard-query';

const parse = (qs: string) => parseLeaderboardQuery(new URLSearchParams(qs));

describe('leaderboard query', () => {
  it('reads the region, title and level', () => {
    expect(parse('cc=us&title=data-scientist&level=3')).toEqual({ cc: 'us', title: 'data-scientist', level: 3 });
  });

  it('defaults to software engineers in India at all levels', () => {
    expect(parse('')).toEqual({ cc: 'in', title: 'software-engineer', level: undefined });
  });

  it('drops what the API would refuse, keeping the rest', () => {
    expect(parse('cc=uk&title=Data_Scientist&level=9')).toEqual({ cc: 'in', title: 'software-engineer', level: undefined });
    expect(parse('cc=us&title=-x&level=0')).toEqual({ cc: 'us', title: 'software-engineer', level: undefined });
    expect(parse('cc=us&title=DATA-SCIENTIST&level=3.5')).toEqual({ cc: 'us', title: 'data-scientist', level: undefined });
    expect(parse(`title=${'a'.repeat(81)}&level=8`)).toEqual({ cc: 'in', title: 'software-engineer', level: 8 });
  });

  it('offers the main titles, and the one in the URL when it is another', () => {
    expect(titleOptions({ slug: 'data-scientist', name: 'Data Scientist' })).toHaveLength(LEADERBOARD_TITLES.length);
    expect(titleOptions({ slug: 'pharmacist', name: 'Pharmacist' }).at(-1)).toEqual({ slug: 'pharmacist', name: 'Pharmacist' });
  });

  it('leaves defaults and the level out of the canonical query', () => {
    expect(canonicalQuery({ cc: 'in', title: 'software-engineer', level: 3 })).toEqual({ cc: undefined, title: undefined });
    expect(canonicalQuery({ cc: 'us', title: 'data-scientist' })).toEqual({ cc: 'us', title: 'data-scientist' });
  });
});
