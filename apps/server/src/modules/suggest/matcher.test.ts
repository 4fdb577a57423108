import { describe, expect, it } from 'vitest';
import { byPopularity, makeRanking, osaDistance, prefixDistance, TextIndex, TIER } from './matcher.js';
import { fold, stripLegalSuffixes } from '../catalog/fold.rules.js';
import { camelWords, makeDoc, prepareQuery, typoBudget, type DocOptions } from './normalize.rules.js';
import { expectEach } from '../../../test/cases.js';

describe('fold', () => {
  it('lower-cases, removes accents and apostrophes, and turns punctuation into single spaces', () => {
    expectEach(fold, [
      ['  Nestlé  S.A. ', 'nestle s a'],
      ["McDonald's", 'mcdonalds'],
      ['AT&T', 'at t'],
      ['Node.js', 'node js'],
      ['São Paulo', 'sao paulo'],
    ]);
  });

  it('keeps C++ and C# apart from C', () => {
    expect(fold('C++')).toBe('cpp');
    expect(fold('C#')).toBe('csharp');
  });

  it('keeps letters of other scripts', () => {
    expect(fold('टाटा')).not.toBe('');
  });
});

describe('names', () => {
  it('ignores legal forms at the end of an employer name, never the whole name', () => {
    expect(stripLegalSuffixes(['infosys', 'pvt', 'ltd'])).toEqual(['infosys']);
    expect(stripLegalSuffixes(['acme', 'private', 'limited'])).toEqual(['acme']);
    expect(stripLegalSuffixes(['inc'])).toEqual(['inc']);
    const doc = makeDoc('Infosys Ltd.', { legalForms: true });
    expect(doc.norm).toBe('infosys');
    expect(doc.aliases).toContain('infosys ltd');
  });

  it('derives initials, camel-case words and ladder numerals', () => {
    expect(makeDoc('Tata Consultancy Services', { initials: true }).acronyms).toEqual(['tcs']);
    expect(makeDoc('Director of Engineering', { initials: true }).acronyms).toEqual(['de']);
    expect(makeDoc('Google', { initials: true }).acronyms).toEqual([]);
    expect(camelWords('LinkedIn')).toEqual(['linked', 'in']);
    expect(camelWords('HCLTech')).toEqual(['hcl', 'tech']);
    expect(camelWords('JPMorgan Chase')).toEqual(['jp', 'morgan']);
    expect(makeDoc('SDE II', { numerals: true }).aliases).toContain('sde 2');
    expect(makeDoc('Engineer 2', { numerals: true }).aliases).toContain('engineer ii');
  });

  it('prepares a query the way names were prepared, with a typo budget by length', () => {
    expect(prepareQuery('  Infosys  Ltd ', { legalForms: true })).toMatchObject({ norm: 'infosys', tokens: ['infosys'], maxTypos: 1 });
    expect(prepareQuery('%')).toBeNull();
    expect(prepareQuery('_')).toBeNull();
    expect([typoBudget(3), typoBudget(4), typoBudget(7), typoBudget(8), typoBudget(20)]).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('edit distance', () => {
  /** Each case: the typed text, the name, the edit budget k and the distance expected. */
  const expectDistances = (distance: typeof osaDistance, cases: [string, string, number, number][]) => {
    for (const [a, b, k, d] of cases) expect(distance(a, b, k), `${a} ~ ${b} within ${k}`).toBe(d);
  };

  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expectDistances(osaDistance, [
      ['google', 'google', 2, 0],
      ['gogle', 'google', 2, 1],
      ['infosis', 'infosys', 2, 1],
      ['googel', 'google', 2, 1],
      ['amazno', 'amazon', 2, 1],
      ['flipcart', 'flipkart', 2, 1],
      ['abc', '', 3, 3],
    ]);
  });

  it('answers k + 1 once the distance is over k', () => {
    expectDistances(osaDistance, [
      ['google', 'oracle', 2, 3],
      ['kitten', 'sitting', 2, 3],
      ['kitten', 'sitting', 3, 3],
      ['a', 'abcd', 1, 2],
    ]);
  });

  it('compares with the closest prefix while the name is still being typed', () => {
    expectDistances(prefixDistance, [
      ['gogl', 'google', 1, 1],
      ['micros0ft', 'microsoft corporation', 2, 1],
      ['sofware engineer', 'software engineer', 2, 1],
      ['sofware enginer', 'software engineering manager', 2, 2],
      ['zzzz', 'google', 1, 2],
      ['googlexyz', 'goo', 2, 3],
    ]);
  });

  it('agrees with a plain dynamic-programming implementation', () => {
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let i = 0; i < 2000; i++) {
      const a = word();
      const b = word();
      const k = 1 + Math.floor(random() * 3);
      expect(osaDistance(a, b, k)).toBe(Math.min(reference(a, b), k + 1));
      const closestPrefix = Math.min(...Array.from({ length: b.length + 1 }, (_, j) => reference(a, b.slice(0, j))));
      expect(prefixDistance(a, b, k)).toBe(Math.min(closestPrefix, k + 1));
    }
  });
});

/** An index over names with weights, ranked by popularity; `find` returns names. */
function fixture(entries: Array<[name: string, weight: number, options?: DocOptions]>, legalForms = false) {
  const names = entries.map((e) => e[0]);
  const index = new TextIndex(entries.map(([name, , options]) => makeDoc(name, { initials: true, legalForms, ...options })));
  const ranking = makeRanking(
    names.length,
    byPopularity(
      entries.map((e) => e[1]),
      names,
    ),
  );
  const find = (q: string, limit = 10, accept?: (doc: number) => boolean) =>
    index.search(prepareQuery(q, { legalForms }), { ranking, limit, accept }).map((d) => names[d]);
  const tier = (q: string, name: string) => index.tierOf(prepareQuery(q, { legalForms })!, names.indexOf(name));
  return { find, tier };
}

describe('TextIndex', () => {
  const companies = fixture(
    [
      ['Google', 500],
      ['Goldman Sachs', 300],
      ['Infosys Limited', 800],
      ['Intel', 200],
      ['Intuit', 100],
      ['Tata Consultancy Services', 900],
      ['Tech Mahindra', 50],
      ['HCLTech', 400],
      ['Walmart Global Tech', 60],
      ['Salesforce', 120],
      ['LinkedIn', 150],
      ['Good Tech', 0],
      ['Goo', 0],
    ],
    true,
  );

  it('puts an exact match first, then prefixes, word prefixes, substrings and typos', () => {
    expect(companies.tier('goo', 'Goo')).toBe(TIER.exact);
    expect(companies.tier('goo', 'Google')).toBe(TIER.prefix);
    expect(companies.tier('tech', 'Walmart Global Tech')).toBe(TIER.word);
    expect(companies.tier('tech', 'HCLTech')).toBe(TIER.word); // camel-case part
    expect(companies.tier('cltec', 'HCLTech')).toBe(TIER.substring);
    expect(companies.tier('gogle', 'Google')).toBe(TIER.typo1);
    expect(companies.tier('goldmen sacks', 'Goldman Sachs')).toBe(TIER.typo2);
    expect(companies.find('goo')).toEqual(['Goo', 'Google', 'Good Tech']);
  });

  it('ranks within a tier by popularity, then the shorter name, then alphabetically', () => {
    expect(companies.find('in')).toEqual(['Infosys Limited', 'Intel', 'Intuit', 'LinkedIn']); // no substring under 3 characters
    expect(companies.find('ind')).toEqual(['Tech Mahindra']);
    expect(companies.find('tech')).toEqual(['Tech Mahindra', 'HCLTech', 'Walmart Global Tech', 'Good Tech']);
  });

  it('matches acronyms, compact spellings and legal forms', () => {
    expect(companies.find('tcs')[0]).toBe('Tata Consultancy Services');
    expect(companies.find('sales force')[0]).toBe('Salesforce');
    expect(companies.find('infosys pvt ltd')[0]).toBe('Infosys Limited');
    expect(companies.find('Linked-In')[0]).toBe('LinkedIn');
  });

  it('tolerates typos once enough has been typed', () => {
    expect(companies.find('gogle')[0]).toBe('Google');
    expect(companies.find('infosis')[0]).toBe('Infosys Limited');
    expect(companies.find('tata consultnacy')[0]).toBe('Tata Consultancy Services');
    expect(companies.find('gog')).toEqual([]); // under 4 characters: no typos
    expect(companies.find('xyzzy')).toEqual([]);
  });

  it('looks for typos only when better matches leave room', () => {
    expect(companies.find('goog', 1)).toEqual(['Google']);
    expect(companies.find('goog')).toEqual(['Google', 'Goo', 'Good Tech']);
  });

  it('lists the most popular for an empty query, honouring limit and the filter', () => {
    expect(companies.find('', 3)).toEqual(['Tata Consultancy Services', 'Infosys Limited', 'Google']);
    expect(companies.find('', 2, (d) => d !== 5)).toEqual(['Infosys Limited', 'Google']);
    expect(companies.find('goo', 1)).toEqual(['Goo']);
  });

  it('matches every typed word against the words of the name, in any order', () => {
    const titles = fixture([
      ['Software Engineer', 10],
      ['Senior Software Engineer', 5],
      ['Software Engineering Manager', 3],
      ['Sales Engineer', 2],
      ['Data Engineer', 8],
    ]);
    expect(titles.find('engineer')).toEqual([
      'Software Engineer',
      'Data Engineer',
      'Senior Software Engineer',
      'Software Engineering Manager',
      'Sales Engineer',
    ]);
    expect(titles.find('eng soft')).toEqual(['Software Engineer', 'Senior Software Engineer', 'Software Engineering Manager']);
    expect(titles.find('sofware engineer')[0]).toBe('Software Engineer');
  });

  it('matches secondary words below the name', () => {
    const cities = fixture([
      ['Karnal', 1, { extra: 'Haryana' }],
      ['Bengaluru', 10, { extra: 'Karnataka', aliases: ['Bangalore'] }],
      ['Mysuru', 5, { extra: 'Karnataka' }],
    ]);
    expect(cities.find('karna')).toEqual(['Karnal', 'Bengaluru', 'Mysuru']);
    expect(cities.find('bangalore')).toEqual(['Bengaluru']);
  });

  it('stays fast with tens of thousands of names', () => {
    const words = [
      'global',
      'tech',
      'solutions',
      'systems',
      'india',
      'labs',
      'software',
      'data',
      'cloud',
      'networks',
      'services',
      'digital',
    ];
    const entries: Array<[string, number]> = [['Google', 1000]];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const syllables = ['ka', 'ro', 'mi', 'tu', 'ne', 'sa', 'vi', 'lo', 'pe', 'da', 'zu', 'go', 'le', 'in', 'fo'];
    for (let i = 0; i < 20_000; i++) {
      const brand = Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * syllables.length)]).join('');
      const tail = Array.from({ length: Math.floor(random() * 3) }, () => words[Math.floor(random() * words.length)]).join(' ');
      entries.push([`${brand[0]!.toUpperCase()}${brand.slice(1)} ${tail}`.trim() + ` ${i}`, Math.floor(random() * 50)]);
    }
    const big = fixture(entries, true);
    expect(big.find('gogle')[0]).toBe('Google');
    const started = performance.now();
    for (const q of ['g', 'go', 'goo', 'gogle', 'global tech', 'tech', 'xqzv', 'solutoins', 'infosis', 'kamiro']) big.find(q, 8);
    // Ten searches over 20,000 names; generous so a busy machine does not fail it.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
