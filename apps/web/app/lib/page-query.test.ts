import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_QUERY } from '~/features/company/company-page.loader';
import { COMPARE_FORM_QUERY, parseCompareFilters, parseCompareForm } from '~/features/compare/compare-query';
import { EMPLOYERS_QUERY, parseEmployersQuery } from '~/features/employers/employers-query';
import { HUB_QUERY, searchText } from '~/features/hub/hub-search';
import { JOBS_QUERY, parseJobsFilters } from '~/features/jobs/jobs-filters';
import { LAYOFFS_QUERY, parseLayoffsQuery } from '~/features/layoffs/layoffs-query';
import { LEADERBOARD_QUERY, parseLeaderboardQuery } from '~/features/leaderboard/leaderboard-query';
import { NEGOTIATE_QUERY, parseNegotiateQuery } from '~/features/negotiate/negotiate-query';
import { SALARY_PAGE_QUERY, parseFilters } from '~/features/salary/salary-filters';
import { VERIFIED_QUERY, parseRegion } from '~/features/verified/verified-text';

/**
 * The server's page cache keys a public page on the query its route declares (`handle.query`) and
 * renders it from that alone: a parameter a page reads but does not declare would be dropped. So
 * each parser's reads are recorded, on an empty query and on one that sets every parameter it
 * declares (branches that read more only when something is set), and must be declared.
 */
class Recording extends URLSearchParams {
  read = new Set<string>();
  override get(name: string) {
    this.read.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.read.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string) {
    this.read.add(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }
}

const SAMPLE: Record<string, string> = {
  cc: 'us',
  region: 'us',
  title: 'software-engineer',
  company: 'google',
  location: 'bengaluru',
  level: 'L5',
  page: '2',
  q: 'google',
  yoe: '5-10',
  skill: 'java',
  rosettaLevel: '3',
  dateOffset: '12',
  gpayCC: 'in',
  view: 'first-year',
  remote: '1',
  payMin: '100000',
  posted: '7',
  feature: 'benefits',
};

function readBy(parse: (params: URLSearchParams) => unknown, declared: readonly string[]) {
  const read = new Set<string>();
  for (const sample of [{}, Object.fromEntries(declared.map((name) => [name, SAMPLE[name] ?? '1']))]) {
    const params = new Recording(sample);
    parse(params);
    for (const name of params.read) read.add(name);
  }
  return [...read];
}

describe('the query each public page declares is the query it reads', () => {
  it.each([
    ['salary', (p: URLSearchParams) => parseFilters(p, 'in'), SALARY_PAGE_QUERY],
    ['comparison', (p: URLSearchParams) => parseCompareFilters(p, 'in'), SALARY_PAGE_QUERY],
    ['comparison picker', parseCompareForm, COMPARE_FORM_QUERY],
    ['employers', (p: URLSearchParams) => parseEmployersQuery(p), EMPLOYERS_QUERY],
    ['salary hub', searchText, HUB_QUERY],
    ['jobs', parseJobsFilters, JOBS_QUERY],
    ['leaderboard', parseLeaderboardQuery, LEADERBOARD_QUERY],
    ['layoffs', parseLayoffsQuery, LAYOFFS_QUERY],
    ['negotiate', parseNegotiateQuery, NEGOTIATE_QUERY],
    ['verified', parseRegion, VERIFIED_QUERY],
  ] as const)('%s', (_page, parse, declared) => {
    const read = readBy(parse as (p: URLSearchParams) => unknown, declared);
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !declared.includes(name as never))).toEqual([]);
  });

  const source = (file: string) => readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');
  const literalReads = (text: string) =>
    [...text.matchAll(/(?:\.(?:get|getAll|has)\(|slugParam\(\w+, )'([A-Za-z_]+)'/g)].map((m) => m[1]!).filter((n) => n !== 'product');

  it('the pages that read their query in the loader itself (company, pricing)', () => {
    expect(literalReads(source('features/company/company-page.loader.ts')).sort()).toEqual([...COMPANY_PAGE_QUERY].sort());
    const pricing = source('routes/pricing.tsx');
    const declared = /pageQuery\(([^)]*)\)/
      .exec(pricing)![1]!
      .match(/'[^']+'/g)!
      .map((s) => s.slice(1, -1));
    expect([...new Set(literalReads(pricing))].sort()).toEqual([...declared].sort());
  });

  it('every page a shared cache may keep declares its query', () => {
    const routes = readdirSync(path.join(import.meta.dirname, '..', 'routes')).filter((f) => f.endsWith('.tsx'));
    const cached = routes.filter((f) => source(`routes/${f}`).includes('export const headers = publicPageHeaders'));
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((f) => !/export const handle = pageQuery\(/.test(source(`routes/${f}`)))).toEqual([]);
  });
});
