import { describe, expect, it } from 'vitest';
import { choiceOfValue, choiceValue, peerOptions } from './peer-options';
import type { PeerChoice } from './peer-query';
import {
  benchmarkInput,
  dateParam,
  MARKET_PEER,
  onlyElementChanged,
  parsePeerQuery,
  peerChoiceOf,
  peerFields,
  peerHref,
  regionOf,
  viewFields,
} from './peer-query';

const parse = (qs: string) => parsePeerQuery(new URLSearchParams(qs));

describe('parsePeerQuery', () => {
  it('gives the defaults for an empty URL: the benchmark tab, total pay, no peer, fields left to the defaults', () => {
    expect(parse('')).toEqual({ tab: 'benchmark', companies: [], element: 'total', stages: [] });
  });

  it('reads every field', () => {
    expect(
      parse(
        'tab=startups&cc=us&group=4&families=software-engineering,data-science&levels=4,2,2,9&locations=Bay Area,Seattle&element=base&date=2026-10-01&stages=seed,series-a',
      ),
    ).toEqual({
      tab: 'startups',
      cc: 'us',
      group: 4,
      companies: [],
      families: ['software-engineering', 'data-science'],
      levels: [2, 4],
      locations: ['Bay Area', 'Seattle'],
      element: 'base',
      date: '2026-10-01',
      stages: ['seed', 'series-a'],
    });
  });

  it('drops what is not valid: tabs, regions, ids, slugs, elements and dates', () => {
    expect(parse('tab=x&cc=uk&group=0&view=abc&featured=Not A Slug&families=Bad Slug,ok&element=salary&date=2026-02-30')).toEqual({
      tab: 'benchmark',
      companies: [],
      families: ['ok'],
      element: 'total',
      stages: [],
    });
  });

  it('tells an absent list from an empty one (every family)', () => {
    expect(parse('families=').families).toEqual([]);
    expect(parse('').families).toBeUndefined();
  });

  it('checks calendar dates', () => {
    expect(dateParam('2024-02-29')).toBe('2024-02-29');
    expect(dateParam('2023-02-29')).toBeUndefined();
    expect(dateParam('29-02-2024')).toBeUndefined();
  });
});

describe('peerHref', () => {
  it('round-trips through parsePeerQuery and leaves defaults out', () => {
    const href = peerHref({ tab: 'benchmark', group: 7, families: ['data-science'], levels: [3], element: 'total', companies: [] });
    expect(href).toBe('/peer?group=7&families=data-science&levels=3');
    expect(parse(href.split('?')[1]!)).toMatchObject({ group: 7, families: ['data-science'], levels: [3] });
    expect(peerHref()).toBe('/peer');
  });

  it('keeps an empty family list (every family) in the link', () => {
    expect(peerHref({ families: [] })).toBe('/peer?families=');
  });
});

describe('the peer', () => {
  it('prefers a group, then a view, a featured view, three or more named companies, else the market', () => {
    expect(peerChoiceOf(parse('group=3&view=4'))).toEqual({ kind: 'group', id: 3 });
    expect(peerChoiceOf(parse('view=4&featured=in-gcc'))).toEqual({ kind: 'view', id: 4 });
    expect(peerChoiceOf(parse('featured=in-gcc&companies=a,b,c'))).toEqual({ kind: 'featured', slug: 'in-gcc' });
    expect(peerChoiceOf(parse('companies=a,b,c'))).toEqual({ kind: 'companies', slugs: ['a', 'b', 'c'] });
    expect(peerChoiceOf(parse('companies=a,b'))).toEqual({ kind: 'market' });
  });

  it('a choice replaces the other peer fields', () => {
    expect(peerFields({ kind: 'featured', slug: 'in-gcc' })).toEqual({
      group: undefined,
      view: undefined,
      featured: 'in-gcc',
      companies: [],
    });
  });

  it('picker values round-trip', () => {
    for (const choice of [
      { kind: 'group', id: 3 },
      { kind: 'view', id: 9 },
      { kind: 'featured', slug: 'us-finance' },
      { kind: 'companies', slugs: ['a', 'b', 'c'] },
      { kind: 'market' },
    ] as PeerChoice[]) {
      expect(choiceOfValue(choiceValue(choice))).toEqual(choice);
    }
    expect(choiceOfValue('group:x')).toEqual({ kind: 'market' });
  });

  it('the workspace’s region lock wins over the URL', () => {
    expect(regionOf('in', 'us')).toBe('in');
    expect(regionOf(null, 'us')).toBe('us');
    expect(regionOf(null, undefined)).toBe('in');
  });

  it('links a saved view by id and a featured one by slug', () => {
    const query = { countryCode: 'in' as const, peer: MARKET_PEER, families: [], levels: [], locations: [] };
    expect(viewFields({ id: 5, query })).toMatchObject({ cc: 'in', view: 5, featured: undefined });
    expect(viewFields({ id: 'in-gcc', query })).toMatchObject({ cc: 'in', featured: 'in-gcc', view: undefined });
  });
});

describe('benchmarkInput', () => {
  const fallback = { families: ['software-engineering'], levels: [], locations: [] };
  it('takes the URL’s fields over the fallback, and the date only when given', () => {
    expect(benchmarkInput(parse('levels=3&locations=Pune'), 'in', { peerGroupId: 2 }, fallback)).toEqual({
      countryCode: 'in',
      peerGroupId: 2,
      families: ['software-engineering'],
      levels: [3],
      locations: ['Pune'],
    });
    expect(benchmarkInput(parse('families=&date=2026-01-31'), 'us', { peer: MARKET_PEER }, fallback)).toEqual({
      countryCode: 'us',
      peer: MARKET_PEER,
      families: [],
      levels: [],
      locations: [],
      effectiveDate: '2026-01-31',
    });
  });
});

describe('onlyElementChanged', () => {
  const p = (qs: string) => new URLSearchParams(qs);
  it('is true when the pay element alone changed', () => {
    expect(onlyElementChanged(p('group=2&element=base'), p('element=stock&group=2'))).toBe(true);
    expect(onlyElementChanged(p('group=2'), p('group=2&element=bonus'))).toBe(true);
  });
  it('is false when anything else changed, or nothing did', () => {
    expect(onlyElementChanged(p('group=2&element=base'), p('group=3&element=stock'))).toBe(false);
    expect(onlyElementChanged(p('group=2'), p('group=2'))).toBe(false);
  });
});

describe('peerOptions', () => {
  it('offers the market, the region’s groups, views, featured views and the suggested competitors', () => {
    const groups = peerOptions({
      groups: [
        {
          id: 3,
          name: 'Rivals',
          countryCode: 'in',
          kind: 'competitors',
          companies: [],
          criteria: null,
          resolvedCompanies: 4,
          updatedAt: '2026-11-01T00:00:00Z',
        },
      ],
      views: [],
      featured: [
        {
          id: 'in-gcc',
          name: 'GCCs',
          description: null,
          featured: true,
          createdAt: null,
          query: { countryCode: 'in', peer: MARKET_PEER, families: [], levels: [], locations: [] },
        },
      ],
      suggested: {
        countryCode: 'in',
        own: null,
        facts: { industry: 'Fintech', sizeBand: null, fundingStage: null },
        saved: null,
        industries: ['Fintech'],
        suggestions: ['a', 'b', 'c'].map((slug) => ({
          slug,
          name: slug.toUpperCase(),
          reason: 'R',
          reasons: ['r'],
          score: 4,
          records: 10,
        })),
      },
      current: { kind: 'group', id: 3 },
    });
    expect(groups.map((g) => g.group)).toEqual(['Market', 'Saved peer groups', 'Views', 'Companies']);
    expect(groups.flatMap((g) => g.items.map((i) => i.value))).toEqual(['market', 'group:3', 'featured:in-gcc', 'companies:a,b,c']);
  });

  it('still offers the URL’s peer when no list has it', () => {
    const groups = peerOptions({ groups: [], views: [], featured: [], suggested: null, current: { kind: 'group', id: 99 } });
    expect(groups.at(-1)).toEqual({ group: 'Current', items: [{ value: 'group:99', label: 'The peer in the link' }] });
  });
});
