import type { api } from '@paysight/contract';

/** Negotiation data for tests: two coaches and three reviews for a region, overridable. */

export function sampleCoach(overrides: Partial<api.NegotiationCoach> = {}): api.NegotiationCoach {
  return {
    slug: 'asha-rao',
    name: 'Asha Rao',
    headline: 'Former technical recruiter at Google',
    regions: ['in'],
    countries: ['India'],
    specialities: ['FAANG', 'Levelling'],
    companies: ['Google', 'Amazon'],
    yearsCoaching: 6,
    negotiationsDone: 240,
    medianUpliftPercent: 14.5,
    currency: 'INR',
    totalUplift: 125_000_000,
    rating: 4.8,
    reviewCount: 18,
    priceFrom: 9_999,
    isDemo: true,
    ...overrides,
  };
}

export function sampleProfiles(overrides: Partial<api.NegotiatorProfiles> = {}): api.NegotiatorProfiles {
  return {
    countryCode: 'in',
    q: null,
    coaches: [
      sampleCoach(),
      sampleCoach({ slug: 'ravi-iyer', name: 'Ravi Iyer', specialities: ['Startups'], rating: null, reviewCount: 0 }),
    ],
    demo: true,
    ...overrides,
  };
}

export function sampleReviews(overrides: Partial<api.NegotiationReviews> = {}): api.NegotiationReviews {
  const review = (id: number, rating: number, reviewedOn: string): api.NegotiationReview => ({
    id,
    rating,
    body: 'Asha helped me ask for the higher level.',
    reviewer: { name: 'Priya S.', role: 'Senior Software Engineer', company: 'Amazon' },
    coach: { slug: 'asha-rao', name: 'Asha Rao' },
    currency: 'INR',
    upliftAmount: 540_000,
    upliftPercent: 12.3,
    reviewedOn,
    isDemo: true,
  });
  return {
    countryCode: 'in',
    currency: 'INR',
    summary: {
      count: 23,
      averageRating: 4.6,
      ratings: [
        { stars: 5, count: 16 },
        { stars: 4, count: 5 },
        { stars: 3, count: 2 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      medianUpliftPercent: 12.4,
      medianUpliftAmount: 640_000,
    },
    page: 1,
    pageSize: 10,
    total: 23,
    items: [review(3, 5, '2026-10-20'), review(2, 4, '2026-09-02'), review(1, 5, '2026-01-15')],
    demo: true,
    ...overrides,
  };
}
