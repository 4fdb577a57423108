import { describe, expect, it } from 'vitest';
import {
  oewsAggregateOf,
  oewsPeriodOf,
  parseOewsNumber,
  singularKey,
  socOf,
  titleKey,
  withoutParenthetical,
  withoutSeniority,
} from './research.rules.js';
import { expectEach } from '../../../test/cases.js';

describe('title keys', () => {
  it('reads titles the way people write them', () => {
    expectEach(titleKey, [
      ['Sr. Software Engineer', 'senior software engineer'],
      ['  Software   Engineer ', 'software engineer'],
      ['R.N.', 'rn'],
      ['Eng. Mgr', 'eng manager'],
      ['Research & Development Engineer', 'research and development engineer'],
      ['Café Manager', 'cafe manager'],
      ['Software Engineer, Payments', 'software engineer payments'],
      ["Children's Nurse", 'childrens nurse'],
      ['C++ Developer', 'c++ developer'],
      ['VP, Sales', 'vice president sales'],
    ]);
  });

  it('drops the short form of an O*NET alternate title', () => {
    expect(withoutParenthetical('Quality Assurance Engineer (QA Engineer)')).toBe('Quality Assurance Engineer');
    expect(withoutParenthetical('Bank President')).toBe('Bank President');
  });

  it('drops seniority words only when something is left', () => {
    expectEach(withoutSeniority, [
      ['senior software engineer', 'software engineer'],
      ['software engineer ii', 'software engineer'],
      ['lead', null],
      ['software engineer', null],
    ]);
  });

  it('reads occupation titles in the singular', () => {
    expect(singularKey('registered nurses')).toBe('registered nurse');
    expect(singularKey('business operations specialists')).toBe('business operation specialist');
    expect(singularKey('actress')).toBe('actress');
  });
});

describe('codes and OEWS cells', () => {
  it('takes the SOC 2018 code from the first 7 characters of an O*NET-SOC code', () => {
    expect(socOf('15-1252.00')).toBe('15-1252');
    expect(socOf('29-1229.02')).toBe('29-1229');
    expect(oewsAggregateOf('13-1023')).toBe('13-1020');
  });

  it('reads thousands separators, suppression (*) and top-coding (#)', () => {
    expect(parseOewsNumber('"154,187,380"'.replace(/"/g, ''), null)).toEqual({ value: 154_187_380, suppressed: false, topCoded: false });
    expect(parseOewsNumber('*', 239_200)).toEqual({ value: null, suppressed: true, topCoded: false });
    expect(parseOewsNumber('#', 239_200)).toEqual({ value: 239_200, suppressed: false, topCoded: true });
    expect(parseOewsNumber('#', null)).toBe('invalid');
    expect(parseOewsNumber('', null)).toEqual({ value: null, suppressed: false, topCoded: false });
    expect(parseOewsNumber('n/a', null)).toBe('invalid');
  });

  it("tells the estimates' period from the file name", () => {
    expect(oewsPeriodOf('oews-national-may2024.csv')).toBe('May 2024');
    expect(oewsPeriodOf('national_M2024_dl.csv')).toBeNull();
  });
});
