/**
 * Reviewed aliases: an employer as WARN notices write it (lower case, the site part already cut
 * off) → the catalogue name it means. Only names checked against the notices belong here; anything
 * else resolves by the catalogue resolver's own rule or not at all.
 */
export const WARN_COMPANY_ALIASES: Readonly<Record<string, string>> = {
  'amazon logistics': 'Amazon',
  'boeing company': 'Boeing',
  'the boeing company': 'Boeing',
  'boeing co': 'Boeing',
};
