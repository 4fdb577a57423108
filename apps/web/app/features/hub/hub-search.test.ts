import { describe, expect, it } from 'vitest';
import { hubPath, hubRegion, searchText } from './hub-search';

describe('salary hub search', () => {
  it('reads the search text, trimmed and with single spaces', () => {
    expect(searchText(new URLSearchParams('q=%20google%20%20software  engineer '))).toBe('google software engineer');
    expect(searchText(new URLSearchParams('q='))).toBeNull();
    expect(searchText(new URLSearchParams(''))).toBeNull();
    expect(searchText(new URLSearchParams(`q=${'a'.repeat(101)}`))).toBeNull();
  });

  it('has one canonical path per region and refuses other regions', () => {
    expect(hubPath('in')).toBe('/salary');
    expect(hubPath('us')).toBe('/us/salary');
    expect(hubRegion(undefined)).toBe('in');
    expect(hubRegion('in')).toBe('in');
    expect(hubRegion('us')).toBe('us');
    expect(hubRegion('uk')).toBeNull();
  });
});
