/** The rated aspects, in the order shown, and their labels. */
export const RATING_ASPECTS = ['workLife', 'culture', 'growth', 'management', 'compensation'] as const;
export type RatingAspectKey = (typeof RATING_ASPECTS)[number];

export const ASPECT_LABELS: Record<RatingAspectKey, string> = {
  workLife: 'Work-life balance',
  culture: 'Culture',
  growth: 'Growth',
  management: 'Management',
  compensation: 'Compensation',
};

/** "3.4 / 5". */
export const starsLabel = (average: number) => `${average.toFixed(1)} / 5`;

/** What a visitor sees where there are too few raters. */
export const notEnoughRatings = (company: string, minSlice: number) =>
  `Not enough ratings yet: ratings of ${company} are shown once ${minSlice} members have rated it.`;
