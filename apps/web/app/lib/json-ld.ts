/** JSON for a <script type="application/ld+json">: nothing in it can close the tag or break the line. */
export const serializeJsonLd = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** schema.org's yearly total pay of an Occupation, as a MonetaryAmountDistribution of its percentiles. */
export const yearlyPayJsonLd = (p: { p10: number; p25: number; p50: number; p75: number; p90: number }, currency: string) => [
  {
    '@type': 'MonetaryAmountDistribution',
    name: 'total',
    currency,
    duration: 'P1Y',
    median: p.p50,
    percentile10: p.p10,
    percentile25: p.p25,
    percentile75: p.p75,
    percentile90: p.p90,
  },
];
