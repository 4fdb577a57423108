/**
 * Standard Occupational Classification (SOC 2018) codes, as on H-1B filings ("29-1141.00"), mapped
 * onto the catalogue's job families (names of the demo catalogue) and an industry for employers
 * first seen through a filing. Codes outside these groups go to the family "Other".
 */

export const OTHER_FAMILY = 'Other';

interface SocGroup {
  /** The start of the code: a major group ("29") or a narrower prefix ("15-2", "11-3021"). */
  prefix: string;
  family: string;
  industry: string;
}

// Longest prefix wins, so narrower entries override their major group.
const GROUPS: SocGroup[] = [
  { prefix: '11', family: 'Business and Consulting', industry: 'Other' }, // Management
  { prefix: '11-2', family: 'Sales and Marketing', industry: 'Other' }, // Advertising, marketing, sales managers
  { prefix: '11-3021', family: 'Engineering Management', industry: 'Software' }, // Computer and information systems managers
  { prefix: '11-9041', family: 'Engineering Management', industry: 'Engineering' }, // Architectural and engineering managers
  { prefix: '11-9111', family: 'Healthcare', industry: 'Healthcare' }, // Medical and health services managers
  { prefix: '13', family: 'Business and Consulting', industry: 'Business Services' }, // Business and financial operations
  { prefix: '13-1071', family: 'People', industry: 'Business Services' }, // Human resources specialists
  { prefix: '13-2', family: 'Finance', industry: 'Financial Services' }, // Financial specialists
  { prefix: '15', family: 'Software Engineering', industry: 'Software' }, // Computer and mathematical
  { prefix: '15-2', family: 'Data and AI', industry: 'Software' }, // Mathematical science (data scientists, statisticians)
  { prefix: '27-1', family: 'Design', industry: 'Other' }, // Art and design workers
  { prefix: '29', family: 'Healthcare', industry: 'Healthcare' }, // Healthcare practitioners and technical
  { prefix: '31', family: 'Healthcare', industry: 'Healthcare' }, // Healthcare support
  { prefix: '41', family: 'Sales and Marketing', industry: 'Other' }, // Sales
];

export function socGroup(code: string | undefined): { family: string; industry: string } {
  const c = (code ?? '').trim();
  let best: SocGroup | undefined;
  for (const g of GROUPS) {
    if (c.startsWith(g.prefix) && (!best || g.prefix.length > best.prefix.length)) best = g;
  }
  return best ? { family: best.family, industry: best.industry } : { family: OTHER_FAMILY, industry: 'Other' };
}
