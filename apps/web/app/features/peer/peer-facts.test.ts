import { describe, expect, it } from 'vitest';
import { readPeerFactsForm, savedFactsLine } from './peer-facts';

const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe('the saved size and funding stage form', () => {
  it('reads the chosen values, and "not set" as null', () => {
    expect(readPeerFactsForm(form({ sizeBand: '51-200', fundingStage: 'series-a' }))).toEqual({
      ok: true,
      body: { sizeBand: '51-200', fundingStage: 'series-a' },
    });
    expect(readPeerFactsForm(form({ sizeBand: '', fundingStage: 'seed' }))).toEqual({
      ok: true,
      body: { sizeBand: null, fundingStage: 'seed' },
    });
    expect(readPeerFactsForm(form({}))).toEqual({ ok: true, body: { sizeBand: null, fundingStage: null } });
  });

  it('refuses a value outside the lists, saying which are allowed', () => {
    const size = readPeerFactsForm(form({ sizeBand: 'huge', fundingStage: '' }));
    expect(size).toEqual({ ok: false, message: expect.stringContaining('sizeBand is one of 1-50') });
    const stage = readPeerFactsForm(form({ sizeBand: '51-200', fundingStage: 'ipo' }));
    expect(stage).toEqual({ ok: false, message: expect.stringContaining('fundingStage is one of bootstrapped') });
  });

  it('says what is saved in words', () => {
    expect(savedFactsLine({ sizeBand: '51-200', fundingStage: 'series-a' })).toBe('51-200 employees, Series A');
    expect(savedFactsLine({ sizeBand: null, fundingStage: 'seed' })).toBe('size not set, Seed');
    expect(savedFactsLine({ sizeBand: null, fundingStage: null })).toBeNull();
    expect(savedFactsLine(null)).toBeNull();
  });
});
