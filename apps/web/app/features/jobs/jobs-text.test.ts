import { describe, expect, it } from 'vitest';
import { parseJobsFilters, jobsSearch, toSearchBody } from './jobs-filters';
import { applyTarget, foundOn, jobsHeading, payLine, postedText } from './jobs-text';

describe('payLine', () => {
  it('shows the employer’s range in lakhs or thousands, with its interval', () => {
    expect(payLine({ pay: { min: 1_800_000, max: 2_600_000, currency: 'INR', interval: 'year' }, payEstimate: null })).toEqual({
      kind: 'posted',
      text: '₹18.0 L–₹26.0 L a year',
    });
    expect(payLine({ pay: { min: 150_000, max: 150_000, currency: 'USD', interval: 'year' }, payEstimate: null })?.text).toBe(
      '$150k a year',
    );
    expect(payLine({ pay: { min: 40, max: 60, currency: 'USD', interval: 'hour' }, payEstimate: null })?.text).toBe('$40–$60 an hour');
    expect(payLine({ pay: { min: 4000, max: 5000, currency: 'EUR', interval: 'month' }, payEstimate: null })?.text).toBe(
      '4,000 EUR–5,000 EUR a month',
    );
  });

  it('labels our estimate as ours, with its count, and never as the employer’s', () => {
    const line = payLine({
      pay: null,
      payEstimate: { currency: 'USD', p25: 140_000, p50: 160_000, p75: 185_000, count: 1, basis: 'title-location' },
    });
    expect(line).toEqual({ kind: 'estimate', text: 'Estimated $140k–$185k a year from 1 salary (not from the employer)' });
    expect(payLine({ pay: null, payEstimate: null })).toBeNull();
  });
});

describe('jobs text', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('says when a job was posted', () => {
    expect(postedText('2026-11-24T08:00:00Z', now)).toBe('today');
    expect(postedText('2026-11-23T08:00:00Z', now)).toBe('yesterday');
    expect(postedText('2026-11-21T08:00:00Z', now)).toBe('3 days ago');
    expect(postedText('2026-09-01T08:00:00Z', now)).toBe('1 Sep 2026');
  });

  it('names the boards once each', () => {
    expect(foundOn([{ boardType: 'greenhouse' }, { boardType: 'lever' }, { boardType: 'greenhouse' }, { boardType: 'ashby' }])).toBe(
      'Found on Greenhouse, Lever and Ashby',
    );
    expect(foundOn([])).toBeNull();
  });

  it('heads the page by its filters', () => {
    expect(jobsHeading({})).toBe('Jobs');
    expect(jobsHeading({ title: 'Designer', company: 'Acme', location: 'Pune', region: 'in' })).toBe('Designer jobs at Acme in Pune');
  });
});

describe('jobs filters', () => {
  it('round-trips through the URL, page 1 left out', () => {
    const f = parseJobsFilters(new URLSearchParams('title=Data&location=&region=us&payMin=12.5&posted=30&page=1'));
    expect(f).toEqual({ title: 'Data', region: 'us', payMin: 12.5, posted: 30, page: 1 });
    expect(jobsSearch(f)).toBe('?title=Data&region=us&payMin=12.5&posted=30');
    expect(toSearchBody({ ...f, region: 'in' }).payMin).toBe(1_250_000);
  });

  it('passes minimum pay without a region on, for the API to say what is missing', () => {
    expect(toSearchBody(parseJobsFilters(new URLSearchParams('payMin=20'))).payMin).toBe(2_000_000);
  });
});

describe('applyTarget', () => {
  it('opens boards in a new tab, keeps Paysight paths inside, and links nothing else', () => {
    expect(applyTarget('https://jobs.lever.co/acme/1')).toEqual({ href: 'https://jobs.lever.co/acme/1', external: true });
    expect(applyTarget('/in/company/acme')).toEqual({ href: '/in/company/acme', external: false });
    expect(applyTarget('//evil.test/x')).toBeNull();
    expect(applyTarget('javascript:alert(1)')).toBeNull();
  });
});
