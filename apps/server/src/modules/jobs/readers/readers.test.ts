import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAshby } from './ashby.js';
import { readGreenhouse } from './greenhouse.js';
import {
  employmentTypeFromText,
  employmentTypeFromTitle,
  htmlToText,
  oneMonthBefore,
  parseLocation,
  parseLocations,
  sanitiseDescription,
  splitLocations,
  type ReaderOptions,
} from './html.js';
import { READERS } from './index.js';
import { readLever } from './lever.js';
import type { JobPosting, PostingPay, ReadResult } from './posting.types.js';
import { expectEach } from '../../../../test/cases.js';

const NOW = new Date('2026-11-24T00:00:00Z');
const OPTIONS: ReaderOptions = { boardToken: 'acmerobotics', companyName: 'Acme Robotics', now: NOW };
const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/jobs/${name}`, import.meta.url), 'utf8');

/** The board's six fresh postings read, and the ones left out counted by reason and absent. */
function expectFreshSix(result: ReadResult, skipped: Record<string, number>, ...leftOut: string[]) {
  expect(result.postings).toHaveLength(6);
  expect(result.skipped).toEqual(skipped);
  for (const title of leftOut) expect(result.postings.map((p) => p.title)).not.toContain(title);
}

function byTitle(result: ReadResult, title: string): JobPosting {
  const posting = result.postings.find((p) => p.title === title);
  if (!posting) throw new Error(`no posting titled ${title}`);
  return posting;
}

const pay = (min: number, max: number, currency: string, interval: PostingPay['interval']): PostingPay => ({
  min,
  max,
  currency,
  interval,
});

/** The pay read from the posting of this title (null: none). */
function expectPay(result: ReadResult, title: string, expected: PostingPay | null) {
  expect(byTitle(result, title).pay, title).toEqual(expected);
}

describe('sanitiseDescription', () => {
  it('drops scripts, styles and frames with their content, and every attribute but href', () => {
    const html = sanitiseDescription(
      '<p style="color:red" onclick="steal()">Hello <b class="x">there</b></p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example">frame text</iframe>',
    );
    expect(html).toBe('<p>Hello <b>there</b></p>');
  });

  it('keeps http, https and mailto links with rel="nofollow noopener" and unwraps the rest', () => {
    expect(sanitiseDescription('<p><a href="https://acme.example/jobs" target="_blank" onclick="x()">jobs</a></p>')).toBe(
      '<p><a href="https://acme.example/jobs" rel="nofollow noopener">jobs</a></p>',
    );
    expect(sanitiseDescription('<p><a href="mailto:talent@acme.example">mail</a></p>')).toContain('href="mailto:talent@acme.example"');
    expect(sanitiseDescription('<p><a href="javascript:alert(1)">click</a> me</p>')).toBe('<p>click me</p>');
  });

  it('maps h1 to h2 and keeps lists, emphasis, quotes and code', () => {
    expect(
      sanitiseDescription('<h1>Role</h1><ul><li><em>One</em></li></ul><blockquote>Quote</blockquote><pre><code>x = 1</code></pre>'),
    ).toBe('<h2>Role</h2><ul><li><em>One</em></li></ul><blockquote><p>Quote</p></blockquote><pre><code>x = 1</code></pre>');
  });

  it('turns divs of text into paragraphs, unwraps divs around blocks and drops empty blocks', () => {
    expect(
      sanitiseDescription(
        '<div>One</div><div><br></div><div>Two<br>Three</div><div class="wrap"><p>Four</p><ul><li>Five</li></ul></div><p> </p>',
      ),
    ).toBe('<p>One</p><p>Two<br />Three</p><p>Four</p><ul><li>Five</li></ul>');
    // Text beside a block inside one div stays its own paragraph rather than running into the next.
    expect(sanitiseDescription('<div>Intro<ul><li>Item</li></ul></div><div>Next</div>')).toBe(
      '<p>Intro</p><ul><li>Item</li></ul><p>Next</p>',
    );
  });

  it('survives deeply nested markup, keeping its text', () => {
    const deep = `${'<div><span>'.repeat(5000)}deep text${'</span></div>'.repeat(5000)}`;
    expect(htmlToText(deep)).toBe('deep text');
  });
});

describe('htmlToText', () => {
  it('puts blocks and list items on their own lines, decodes entities and collapses spaces', () => {
    expect(
      htmlToText('<p>Tom &amp; Jerry&nbsp;&lt;3</p><ul><li>One</li><li>Two   <strong>bold</strong></li></ul><div>Line<br>break</div>'),
    ).toBe('Tom & Jerry <3\nOne\nTwo bold\nLine\nbreak');
  });

  it('keeps no script text', () => {
    expect(htmlToText('<p>Kept</p><script>var secret = 1;</script>')).toBe('Kept');
  });
});

describe('parseLocation', () => {
  it.each([
    ['Bangalore', { city: 'Bangalore', state: null, countryCode: 'in' }],
    ['Bengaluru, Karnataka, India', { city: 'Bengaluru', state: 'Karnataka', countryCode: 'in' }],
    ['Gurgaon', { city: 'Gurgaon', state: null, countryCode: 'in' }],
    ['Chennai, TN', { city: 'Chennai', state: 'TN', countryCode: 'in' }],
    ['Karnataka, India', { city: null, state: 'Karnataka', countryCode: 'in' }],
    ['IN', { city: null, state: null, countryCode: 'in' }],
    ['New York, NY', { city: 'New York', state: 'NY', countryCode: 'us' }],
    ['Indianapolis, IN', { city: 'Indianapolis', state: 'IN', countryCode: 'us' }],
    ['Austin, Texas, United States', { city: 'Austin', state: 'Texas', countryCode: 'us' }],
    ['Seattle, USA', { city: 'Seattle', state: null, countryCode: 'us' }],
    ['Remote', { city: null, state: null, countryCode: null }],
    ['Remote - US', { city: null, state: null, countryCode: 'us' }],
    ['Remote (India)', { city: null, state: null, countryCode: 'in' }],
    ['Pune (Hybrid)', { city: 'Pune', state: null, countryCode: 'in' }],
    ['London, UK', { city: 'London', state: null, countryCode: null }],
    ['Toronto, ON, CA', { city: 'Toronto', state: 'ON', countryCode: null }],
    ['Berlin', { city: 'Berlin', state: null, countryCode: null }],
  ])('%s', (raw, expected) => {
    expect(parseLocation(raw)).toEqual({ raw, ...expected });
  });

  it('trims the raw text', () => {
    expect(parseLocation('  San Francisco,   CA ').raw).toBe('San Francisco, CA');
  });
});

describe('splitLocations and parseLocations', () => {
  it('splits on " or ", ";" and " / " and drops repeats', () => {
    expect(splitLocations('San Francisco, CA or New York, NY; Austin, TX / Remote - US; new york, ny')).toEqual([
      'San Francisco, CA',
      'New York, NY',
      'Austin, TX',
      'Remote - US',
    ]);
  });

  it('fills the board’s country only where the text names none', () => {
    expect(parseLocations(['Remote', 'London, UK', 'Chicago, IL'], 'in').map((l) => l.countryCode)).toEqual(['in', null, 'us']);
  });
});

describe('employment types and the stale cutoff', () => {
  it('reads employment types from free text and from titles that state one', () => {
    expectEach(employmentTypeFromText, [
      ['Full-time', 'full-time'],
      ['Part time', 'part-time'],
      ['Intern', 'internship'],
      ['Contractor', 'contract'],
      ['Temporary', 'temporary'],
      ['Whenever', null],
    ]);
    expectEach(employmentTypeFromTitle, [
      ['Design Intern', 'internship'],
      ['Data Engineer (Contract)', 'contract'],
      ['Contract Manager', null],
      ['Internal Tools Engineer', null],
    ]);
  });

  it('counts a calendar month back in UTC, the 31st falling to the month’s last day', () => {
    expect(oneMonthBefore(NOW).toISOString()).toBe('2026-10-24T00:00:00.000Z');
    expect(oneMonthBefore(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(oneMonthBefore(new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });
});

describe('readGreenhouse', () => {
  const result = readGreenhouse(fixture('greenhouse-acme.json'), OPTIONS);

  it('reads the fresh postings and drops the stale one with the reason', () => {
    expectFreshSix(result, { 'not updated in the last month': 1 }, 'Field Service Engineer');
    for (const posting of result.postings) {
      expect(posting).toMatchObject({ boardType: 'greenhouse', boardToken: 'acmerobotics', companyName: 'Acme Robotics' });
    }
  });

  it('decodes the entity-escaped content before sanitising it', () => {
    const posting = byTitle(result, 'Senior Software Engineer');
    expect(posting.descriptionHtml).not.toContain('<script');
    expect(posting.descriptionHtml).not.toContain('onclick');
    expect(posting.descriptionHtml).not.toContain('style=');
    expect(posting.descriptionHtml).not.toContain('&lt;');
    expect(posting.descriptionHtml).toContain('<h2>About the role</h2>');
    expect(posting.descriptionHtml).toContain('<li>Design and ship services in TypeScript and Go</li>');
    expect(posting.descriptionText).toContain('robots for warehouses & factories.');
    expect(posting.descriptionText).not.toContain('dataLayer');
    const perception = byTitle(result, 'Robotics Software Engineer, Perception');
    expect(perception.descriptionHtml).not.toMatch(/<img|onerror/);
  });

  it('reads ids, URLs and dates (first_published, else updated_at)', () => {
    const posting = byTitle(result, 'Senior Software Engineer');
    expect(posting.externalId).toBe('4012345');
    expect(posting.applyUrl).toBe('https://job-boards.greenhouse.io/acmerobotics/jobs/4012345');
    expect(posting.postedAt.toISOString()).toBe('2026-11-18T17:00:00.000Z');
    expect(posting.updatedAt.toISOString()).toBe('2026-11-20T19:30:00.000Z');
    const intern = byTitle(result, 'Software Engineering Intern, Summer 2027');
    expect(intern.postedAt.toISOString()).toBe('2026-11-19T06:30:00.000Z');
    expect(intern.updatedAt).toEqual(intern.postedAt);
  });

  it('reads pay in whole units: the widest span of one currency, hourly and monthly when the range says so', () => {
    expectPay(result, 'Senior Software Engineer', pay(160_000, 240_000, 'USD', 'year'));
    expectPay(result, 'Robotics Software Engineer, Perception', pay(3_500_000, 5_000_000, 'INR', 'year'));
    // "40 hours per week" and "after 12 months" in a blurb do not make a salary hourly or monthly.
    expectPay(result, 'Staff Controls Engineer', pay(210_000, 265_000, 'USD', 'year'));
    expectPay(result, 'Manufacturing Technician (Contract)', pay(32, 45, 'USD', 'hour'));
    expectPay(result, 'Software Engineering Intern, Summer 2027', pay(60_000, 80_000, 'INR', 'month'));
    expectPay(result, 'Product Designer', null);
  });

  it('reads remote work from location and office text', () => {
    expect(byTitle(result, 'Staff Controls Engineer').remote).toBe('full');
    expect(byTitle(result, 'Robotics Software Engineer, Perception').remote).toBe('hybrid');
    expect(byTitle(result, 'Senior Software Engineer').remote).toBe('none');
  });

  it('reads employment types from the Employment Type field, else from the title', () => {
    expect(byTitle(result, 'Senior Software Engineer').employmentType).toBe('full-time');
    expect(byTitle(result, 'Product Designer').employmentType).toBe('part-time');
    expect(byTitle(result, 'Manufacturing Technician (Contract)').employmentType).toBe('contract');
    expect(byTitle(result, 'Software Engineering Intern, Summer 2027').employmentType).toBe('internship');
    expect(byTitle(result, 'Staff Controls Engineer').employmentType).toBeNull();
  });

  it('splits several locations and sets country codes', () => {
    expect(byTitle(result, 'Manufacturing Technician (Contract)').locations).toEqual([
      { raw: 'Austin, TX', city: 'Austin', state: 'TX', countryCode: 'us' },
      { raw: 'Fremont, CA', city: 'Fremont', state: 'CA', countryCode: 'us' },
    ]);
    expect(byTitle(result, 'Software Engineering Intern, Summer 2027').locations.map((l) => [l.city, l.countryCode])).toEqual([
      ['Pune', 'in'],
      ['Hyderabad', 'in'],
    ]);
    expect(byTitle(result, 'Robotics Software Engineer, Perception').locations).toEqual([
      { raw: 'Bengaluru, Karnataka, India', city: 'Bengaluru', state: 'Karnataka', countryCode: 'in' },
    ]);
    expect(byTitle(result, 'Staff Controls Engineer').locations).toEqual([
      { raw: 'Remote - US', city: null, state: null, countryCode: 'us' },
    ]);
    expect(byTitle(result, 'Senior Software Engineer').department).toBe('Engineering');
  });
});

describe('readLever', () => {
  const result = readLever(fixture('lever-acme.json'), OPTIONS);

  it('reads the fresh postings and drops the stale one with the reason', () => {
    expectFreshSix(result, { 'not updated in the last month': 1 }, 'Embedded Systems Engineer');
  });

  it('reads epoch-millisecond dates, updatedAt falling back to createdAt', () => {
    const posting = byTitle(result, 'Senior Software Engineer');
    expect(posting.postedAt.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(posting.updatedAt.toISOString()).toBe('2026-11-21T17:00:00.000Z');
    const mechanical = byTitle(result, 'Senior Mechanical Engineer');
    expect(mechanical.postedAt.toISOString()).toBe('2026-11-05T15:30:00.000Z');
    expect(mechanical.updatedAt.toISOString()).toBe('2026-11-19T10:00:00.000Z');
  });

  it('joins the description, each list under its heading and the closing, sanitised', () => {
    const posting = byTitle(result, 'Senior Software Engineer');
    expect(posting.descriptionHtml).not.toContain('<script');
    expect(posting.descriptionHtml).not.toContain('onclick');
    expect(posting.descriptionHtml).not.toContain('style=');
    expect(posting.descriptionHtml).toContain(
      "<h3>What you'll do</h3><ul><li>Design services in TypeScript &amp; Go</li><li>Mentor engineers</li></ul>",
    );
    expect(posting.descriptionText.split('\n')).toEqual([
      'Acme Robotics builds autonomous mobile robots.',
      'You will own the fleet orchestration services.',
      "What you'll do",
      'Design services in TypeScript & Go',
      'Mentor engineers',
      'What you bring',
      '6+ years building distributed systems',
      'Acme Robotics is an equal opportunity employer.',
      'We welcome applicants of every background.',
    ]);
    expect(posting.applyUrl).toBe('https://jobs.lever.co/acmerobotics/5b3f7c2e-91d4-4a8e-b0f6-2c7d9e1a4b10');
    expect(posting.externalId).toBe('5b3f7c2e-91d4-4a8e-b0f6-2c7d9e1a4b10');
  });

  it('reads pay, workplace type, commitment and locations', () => {
    expectPay(result, 'Senior Software Engineer', pay(185_000, 240_000, 'USD', 'year'));
    expectPay(result, 'Data Analyst', pay(1_800_000, 2_600_000, 'INR', 'year'));
    expectPay(result, 'Warehouse Associate', pay(21, 27, 'USD', 'hour'));
    expectPay(result, 'Operations Intern', null);

    expect(byTitle(result, 'Developer Advocate').remote).toBe('full');
    expect(byTitle(result, 'Senior Mechanical Engineer').remote).toBe('hybrid');
    expect(byTitle(result, 'Data Analyst').remote).toBe('none');

    expect(byTitle(result, 'Warehouse Associate').employmentType).toBe('part-time');
    expect(byTitle(result, 'Operations Intern').employmentType).toBe('internship');
    expect(byTitle(result, 'Senior Software Engineer').employmentType).toBe('full-time');

    expect(byTitle(result, 'Senior Mechanical Engineer').locations.map((l) => l.raw)).toEqual(['Boston, MA', 'Pittsburgh, PA']);
    expect(byTitle(result, 'Data Analyst').locations).toEqual([
      { raw: 'Bengaluru, Karnataka, India', city: 'Bengaluru', state: 'Karnataka', countryCode: 'in' },
    ]);
    expect(byTitle(result, 'Operations Intern').locations).toEqual([{ raw: 'Noida', city: 'Noida', state: null, countryCode: 'in' }]);
    expect(byTitle(result, 'Data Analyst').department).toBe('Operations');
  });

  it('takes the country from the posting when the location text names none', () => {
    const json = JSON.stringify([
      {
        id: 'x1',
        text: 'Support Engineer',
        createdAt: Date.parse('2026-11-20T00:00:00Z'),
        categories: { location: 'Remote' },
        country: 'IN',
        hostedUrl: 'https://jobs.lever.co/acme/x1',
      },
    ]);
    const [posting] = readLever(json, OPTIONS).postings;
    expect(posting?.locations).toEqual([{ raw: 'Remote', city: null, state: null, countryCode: 'in' }]);
    expect(posting?.remote).toBe('full');
  });
});

describe('readAshby', () => {
  const result = readAshby(fixture('ashby-acme.json'), OPTIONS);

  it('reads the listed, fresh postings and counts the unlisted and stale ones', () => {
    expectFreshSix(result, { 'not updated in the last month': 1, unlisted: 1 }, 'VP Engineering', 'Hardware Test Engineer');
  });

  it('takes the id from jobUrl when the posting has none', () => {
    const posting = byTitle(result, 'Machine Learning Engineer');
    expect(posting.externalId).toBe('a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13');
    expect(posting.applyUrl).toBe('https://jobs.ashbyhq.com/acmerobotics/a3e5c7d9-1b2f-4a6c-8e0d-2f4b6d8a0c13');
  });

  it('sanitises descriptionHtml', () => {
    const posting = byTitle(result, 'Machine Learning Engineer');
    expect(posting.descriptionHtml).toBe(
      '<p>Train perception models that run on 4,000 robots.</p><p><a href="https://acmerobotics.example/blog" rel="nofollow noopener">Read our blog</a></p>',
    );
    expect(posting.descriptionText).toBe('Train perception models that run on 4,000 robots.\nRead our blog');
  });

  it('reads the salary component from the summary, else from the first tier', () => {
    expectPay(result, 'Machine Learning Engineer', pay(4_000_000, 5_500_000, 'INR', 'year'));
    expectPay(result, 'Solutions Engineer', pay(150_000, 190_000, 'USD', 'year'));
    expectPay(result, 'Technical Writer', pay(45, 60, 'GBP', 'hour'));
    expectPay(result, 'Robotics Intern', pay(60_000, 80_000, 'INR', 'month'));
    expectPay(result, 'Recruiting Coordinator', null);
  });

  it('reads employment types, workplace types, dates and locations', () => {
    expect(result.postings.map((p) => [p.title, p.employmentType, p.remote])).toEqual([
      ['Machine Learning Engineer', 'full-time', 'hybrid'],
      ['Solutions Engineer', 'full-time', 'full'],
      ['Technical Writer', 'contract', 'none'],
      ['Recruiting Coordinator', 'temporary', 'none'],
      ['Robotics Intern', 'internship', 'none'],
      ['Senior Product Manager', 'full-time', 'hybrid'],
    ]);
    const coordinator = byTitle(result, 'Recruiting Coordinator');
    expect(coordinator.postedAt.toISOString()).toBe('2026-11-03T14:00:00.000Z');
    expect(coordinator.updatedAt.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    const writer = byTitle(result, 'Technical Writer');
    expect(writer.updatedAt).toEqual(writer.postedAt);
    expect(writer.locations).toEqual([{ raw: 'London, UK', city: 'London', state: null, countryCode: null }]);
    expect(byTitle(result, 'Machine Learning Engineer').locations.map((l) => [l.city, l.state, l.countryCode])).toEqual([
      ['Bengaluru', 'Karnataka', 'in'],
      ['Hyderabad', 'Telangana', 'in'],
    ]);
    expect(byTitle(result, 'Senior Product Manager').locations.map((l) => l.raw)).toEqual(['Seattle, WA', 'San Francisco, CA']);
  });
});

describe('the readers together', () => {
  it('expose each reader by board type', () => {
    expect(READERS).toEqual({ greenhouse: readGreenhouse, lever: readLever, ashby: readAshby });
  });

  it('find the same job on Greenhouse and Lever, posted three days apart (merged later by the import)', () => {
    const onGreenhouse = byTitle(READERS.greenhouse(fixture('greenhouse-acme.json'), OPTIONS), 'Senior Software Engineer');
    const onLever = byTitle(READERS.lever(fixture('lever-acme.json'), OPTIONS), 'Senior Software Engineer');
    expect(onGreenhouse.locations[0]?.raw).toBe('San Francisco, CA');
    expect(onLever.locations[0]?.raw).toBe('San Francisco, CA');
    expect(onLever.postedAt.getTime() - onGreenhouse.postedAt.getTime()).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it.each([
    ['greenhouse', 'not a Greenhouse job board response: the text is not valid JSON'],
    ['lever', 'not a Lever postings response: the text is not valid JSON'],
    ['ashby', 'not an Ashby job board response: the text is not valid JSON'],
  ] as const)('%s: text that is not JSON throws one sentence', (board, message) => {
    expect(() => READERS[board]('<html>Rate limited</html>', OPTIONS)).toThrow(new Error(message));
  });

  it.each([
    ['greenhouse', '[]', 'not a Greenhouse job board response: expected an object with a jobs array'],
    ['greenhouse', '{"jobs": {"id": 1}}', 'not a Greenhouse job board response: expected an object with a jobs array'],
    ['lever', '{"postings": []}', 'not a Lever postings response: expected an array of postings'],
    ['ashby', 'null', 'not an Ashby job board response: expected an object with a jobs array'],
    ['ashby', '[{"title": "x"}]', 'not an Ashby job board response: expected an object with a jobs array'],
  ] as const)('%s: %s is the wrong shape', (board, json, message) => {
    expect(() => READERS[board](json, OPTIONS)).toThrow(new Error(message));
  });

  it('skip a bad posting with its reason and read the rest', () => {
    const fresh = '2026-11-20T00:00:00Z';
    const url = (id: number) => `https://job-boards.greenhouse.io/acmerobotics/jobs/${id}`;
    const json = JSON.stringify({
      jobs: [
        { id: 1, title: 'Good', updated_at: fresh, absolute_url: url(1), location: { name: 'Pune' }, content: '&lt;p&gt;ok&lt;/p&gt;' },
        { title: 'No id', updated_at: fresh, absolute_url: url(2) },
        'not an object',
        { id: 3, title: '  ', updated_at: fresh, absolute_url: url(3) },
        { id: 4, title: 'No URL', updated_at: fresh },
        { id: 5, title: 'No date', absolute_url: url(5) },
        { id: 1, title: 'Good', updated_at: fresh, absolute_url: url(1) },
      ],
      meta: { total: 7 },
    });
    const result = readGreenhouse(json, OPTIONS);
    expect(result.postings.map((p) => p.externalId)).toEqual(['1']);
    expect(result.postings[0]?.descriptionText).toBe('ok');
    expect(result.skipped).toEqual({
      'unreadable posting': 2,
      'no title': 1,
      'no apply URL': 1,
      'no date': 1,
      'same posting twice in the response': 1,
    });
  });

  it('keep a posting updated exactly one month before now and drop one a moment older', () => {
    const posting = (id: string, createdAt: number) => ({
      id,
      text: 'Engineer',
      createdAt,
      categories: {},
      hostedUrl: `https://jobs.lever.co/acme/${id}`,
    });
    const cutoff = Date.parse('2026-10-24T00:00:00Z');
    const result = readLever(JSON.stringify([posting('edge', cutoff), posting('old', cutoff - 1)]), OPTIONS);
    expect(result.postings.map((p) => p.externalId)).toEqual(['edge']);
    expect(result.skipped).toEqual({ 'not updated in the last month': 1 });
  });
});
