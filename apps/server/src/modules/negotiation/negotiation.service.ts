import { PAGE_SIZE, type api, type Region } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { z } from 'zod';
import { findCoaches, ratingCounts, regionHasDemoCoaches, reviewPage, reviewSummary } from './negotiation.queries.js';

/**
 * The negotiation service's public calls. Both are open to guests; the coaches' search counts
 * against the daily search limit (modules/limits, SPEC §8), which happens before this code runs.
 */

export interface NegotiationDeps {
  db: Db;
}

type ProfilesQuery = z.infer<typeof api.negotiatorProfilesQuery>;
type ReviewsQuery = z.infer<typeof api.negotiationReviewsQuery>;

/** At most this many coaches in one answer. */
export const MAX_COACHES = 50;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function getNegotiatorProfiles(deps: NegotiationDeps, cc: Region, query: ProfilesQuery): Promise<api.NegotiatorProfiles> {
  // query.captcha is accepted and ignored (see the contract).
  const q = query.q ? query.q : null;
  const [rows, demo] = await Promise.all([findCoaches(deps.db, cc, q, MAX_COACHES), regionHasDemoCoaches(deps.db, cc)]);
  return {
    countryCode: cc,
    q,
    coaches: rows.map(({ coach, rating, reviewCount }) => ({
      slug: coach.slug,
      name: coach.name,
      headline: coach.headline,
      regions: coach.regions.filter((r): r is Region => r === 'in' || r === 'us'),
      countries: coach.countries,
      specialities: coach.specialities,
      companies: coach.companies,
      yearsCoaching: coach.yearsCoaching,
      negotiationsDone: coach.negotiationsDone,
      medianUpliftPercent: oneDecimal(coach.medianUpliftPercent),
      currency: coach.currency,
      totalUplift: Number(coach.totalUplift),
      rating: rating === null ? null : oneDecimal(Number(rating)),
      reviewCount: reviewCount === null ? 0 : Number(reviewCount),
      priceFrom: coach.priceFrom,
      isDemo: coach.isDemo,
    })),
    demo,
  };
}

export async function getNegotiationReviews(deps: NegotiationDeps, query: ReviewsQuery): Promise<api.NegotiationReviews> {
  const cc = query.region;
  const [summary, counts, rows] = await Promise.all([
    reviewSummary(deps.db, cc),
    ratingCounts(deps.db, cc),
    reviewPage(deps.db, cc, (query.page - 1) * PAGE_SIZE, PAGE_SIZE),
  ]);
  const nullable = (v: number | string | null) => (v === null ? null : Number(v));
  const medianAmount = nullable(summary.median_amount);
  const medianPercent = nullable(summary.median_percent);
  const average = nullable(summary.average);
  return {
    countryCode: cc,
    currency: cc === 'in' ? 'INR' : 'USD',
    summary: {
      count: Number(summary.count),
      averageRating: average === null ? null : oneDecimal(average),
      ratings: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
      medianUpliftPercent: medianPercent === null ? null : oneDecimal(medianPercent),
      medianUpliftAmount: medianAmount === null ? null : Math.round(medianAmount),
    },
    page: query.page,
    pageSize: PAGE_SIZE,
    total: Number(summary.count),
    items: rows.map(({ review, coachSlug, coachName }) => ({
      id: review.id,
      rating: review.rating,
      body: review.body,
      reviewer: { name: review.reviewerName, role: review.reviewerRole, company: review.reviewerCompany },
      coach: coachSlug !== null && coachName !== null ? { slug: coachSlug, name: coachName } : null,
      currency: review.currency,
      upliftAmount: review.upliftAmount,
      upliftPercent: oneDecimal(review.upliftPercent),
      reviewedOn: review.reviewedOn,
      isDemo: review.isDemo,
    })),
    demo: summary.demo === true,
  };
}
