import { describe, expect, it } from 'vitest';
import { applyPacked } from './suggest.index.js';
import { emptyCounts } from './suggest.views.js';

describe('applyPacked (counting records read from the database)', () => {
  // region,title,company,location,level,skills — region 0 = India, 1 = United States.
  const packed = ['0,10,100,7,55,1 2', '0,10,100,0,0', '1,10,200,8,0,2', '1,11,200,8,66,'].join(';');

  it('counts records per company, title, (title, company), location, level and skill, by region', () => {
    const counts = emptyCounts();
    applyPacked(counts, packed);
    expect(counts.company).toEqual(
      new Map([
        [100, [2, 0]],
        [200, [0, 2]],
      ]),
    );
    expect(counts.title).toEqual(
      new Map([
        [10, [2, 1]],
        [11, [0, 1]],
      ]),
    );
    expect(counts.titleCompany.get(10)).toEqual(
      new Map([
        [100, [2, 0]],
        [200, [0, 1]],
      ]),
    );
    // No location or level (0) is not counted.
    expect(counts.location).toEqual(
      new Map([
        [7, [1, 0]],
        [8, [0, 2]],
      ]),
    );
    expect(counts.level).toEqual(
      new Map([
        [55, [1, 0]],
        [66, [0, 1]],
      ]),
    );
    expect(counts.skill).toEqual(
      new Map([
        [1, [1, 0]],
        [2, [1, 1]],
      ]),
    );
  });

  it('adds to what is there, each record standing for `scale` records of a sample', () => {
    const counts = emptyCounts();
    applyPacked(counts, packed);
    applyPacked(counts, '0,10,100,7,55,1', 20);
    expect(counts.company.get(100)).toEqual([22, 0]);
    expect(counts.skill.get(1)).toEqual([21, 0]);
  });

  it('counts the school a record names (a seventh field; 0 or absent for none)', () => {
    const counts = emptyCounts();
    applyPacked(counts, ['0,10,100,7,55,1 2,9', '1,10,200,0,0,,9', '0,10,100,0,0,,0', '0,10,100,0,0'].join(';'));
    expect(counts.school).toEqual(new Map([[9, [1, 1]]]));
    expect(counts.skill.get(1)).toEqual([1, 0]);
    expect(counts.company.get(100)).toEqual([3, 0]);
  });

  it('ignores an empty read', () => {
    const counts = emptyCounts();
    applyPacked(counts, '');
    expect(counts.company.size).toBe(0);
  });
});
