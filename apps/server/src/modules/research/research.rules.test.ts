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

describe('title keys', () => {
  it('reads titles the way people write them', () => {
    expect(titleKey('Sr. Software Engineer')).toBe('senior software engineer');
    expect(titleKey('  Software   Engineer ')).toBe('software engineer');
    expect(titleKey('R.N.')).toBe('rn');
    expect(titleKey('Eng. Mgr')).toBe('eng manager');
    expect(titleKey('Research & Development Engineer')).toBe('research and development engineer');
    expect(titleKey('Café Manager')).toBe('cafe manager');
    expect(titleKey('Software Engineer, Payments')).toBe('software engineer payments');
    expect(titleKey("Children's Nurse")).toBe('childrens nurse');
    expect(titleKey('C++ Developer')).toBe('c++ developer');
    expect(titleKey('VP, Sales')).toBe('vice president sales');
  });

  it('drops the short form of an O*NET alternate title', () => {
    expect(withoutParenthetical('Quality Assurance Engineer (QA Engineer)')).toBe('Quality Assurance Engineer');
    expect(withoutParenthetical('Bank President')).toBe('Bank President');
  });

  it('drops seniority words only when something is left', () => {
    expect(withoutSeniority('senior software engineer')).toBe('software engineer');
    expect(withoutSeniority('software engineer ii')).toBe('software engineer');
    expect(withoutSeniority('lead')).toBeNull();
    expect(withoutSeniority('software engineer')).toBeNull();
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
