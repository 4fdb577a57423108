import { describe, expect, it } from 'vitest';
import { leaderboardJsonLd } from './leaderboard-json-ld';
import { sampleLeaderboard } from './leaderboard-sample.test-data';
import { companyTypeLabel, leaderboardDescription, leaderboardHeading, roleLabel } from './leaderboard-text';

describe('leaderboard texts', () => {
  it('titles the role, with its level, in a region', () => {
    expect(leaderboardHeading('Software Engineer', null, 'in')).toBe('Top-Paying Companies for Software Engineer in India');
    expect(leaderboardHeading('Data Scientist', { name: 'Senior' }, 'us')).toBe(
      'Top-Paying Companies for Data Scientist (Senior) in United States',
    );
    expect(roleLabel('Data Scientist', undefined)).toBe('Data Scientist');
  });

  it('describes the top three and how many companies are ranked', () => {
    expect(leaderboardDescription(sampleLeaderboard())).toBe(
      'The 4 companies paying Software Engineer best in United States, by median total pay per year: ' +
        'Netflix ($407k), Google ($388k), Snowflake ($350k). Middle half, median base and how many salaries each.',
    );
  });

  it('shows lakhs for India and says when no company qualifies', () => {
    const board = sampleLeaderboard({ countryCode: 'in', currency: 'INR' });
    expect(leaderboardDescription(board)).toContain('Netflix (₹4.1 L)');
    expect(leaderboardDescription(sampleLeaderboard({ rows: [], asOf: null, level: { level: 8, name: 'Distinguished' } }))).toBe(
      'Which companies pay Software Engineer (Distinguished) best in United States: not enough salaries to rank any company yet.',
    );
  });
});

describe('leaderboard JSON-LD', () => {
  it('is an ItemList of the companies in rank order, each with its salary page', () => {
    const ld = leaderboardJsonLd(sampleLeaderboard(), 'https://paysight.test/leaderboard?cc=us', 'https://paysight.test');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Top-Paying Companies for Software Engineer in United States',
      url: 'https://paysight.test/leaderboard?cc=us',
      numberOfItems: 4,
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
    });
    expect(ld.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Netflix',
      url: 'https://paysight.test/us/salary/netflix--software-engineer',
    });
  });
});

describe('company types', () => {
  it('reads as the product writes them, nothing for "other"', () => {
    expect(companyTypeLabel('faang+')).toBe('FAANG+');
    expect(companyTypeLabel('gcc')).toBe('GCC');
    expect(companyTypeLabel('it-services')).toBe('IT services');
    expect(companyTypeLabel('unicorn')).toBe('Unicorn');
    expect(companyTypeLabel('other')).toBe('');
  });
});
