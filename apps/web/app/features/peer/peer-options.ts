import type { api } from '@paysight/contract';
import type { PeerChoice } from './peer-query';

/** The peer picker's value for a choice: "market", "group:4", "view:7", "featured:in-gcc", "companies:a,b,c". */
export function choiceValue(choice: PeerChoice): string {
  switch (choice.kind) {
    case 'group':
      return `group:${choice.id}`;
    case 'view':
      return `view:${choice.id}`;
    case 'featured':
      return `featured:${choice.slug}`;
    case 'companies':
      return `companies:${choice.slugs.join(',')}`;
    case 'market':
      return 'market';
  }
}

export function choiceOfValue(value: string): PeerChoice {
  const at = value.indexOf(':');
  const kind = at < 0 ? value : value.slice(0, at);
  const rest = at < 0 ? '' : value.slice(at + 1);
  if (kind === 'group' && /^\d+$/.test(rest)) return { kind: 'group', id: Number(rest) };
  if (kind === 'view' && /^\d+$/.test(rest)) return { kind: 'view', id: Number(rest) };
  if (kind === 'featured' && rest) return { kind: 'featured', slug: rest };
  if (kind === 'companies' && rest) return { kind: 'companies', slugs: rest.split(',').filter(Boolean) };
  return { kind: 'market' };
}

/** The most suggested companies benchmarked together as "suggested competitors". */
export const SUGGESTED_PEERS = 8;

/**
 * What the peer picker offers: the market, the saved groups, the saved and featured views, the
 * suggested competitors, and the named companies of the URL when they are none of these.
 */
export function peerOptions(input: {
  groups: api.PeerGroup[];
  views: api.BenchmarkView[];
  featured: api.BenchmarkView[];
  suggested: api.SuggestedPeers | null;
  current: PeerChoice;
}) {
  const suggestedSlugs = (input.suggested?.suggestions ?? []).slice(0, SUGGESTED_PEERS).map((s) => s.slug);
  const suggestedValue = suggestedSlugs.length >= 3 ? choiceValue({ kind: 'companies', slugs: suggestedSlugs }) : null;
  const currentValue = choiceValue(input.current);
  const groups: { group: string; items: { value: string; label: string }[] }[] = [
    { group: 'Market', items: [{ value: 'market', label: 'Every company in the region' }] },
  ];
  if (input.groups.length > 0)
    groups.push({
      group: 'Saved peer groups',
      items: input.groups.map((g) => ({ value: `group:${g.id}`, label: `${g.name} (${g.resolvedCompanies} companies)` })),
    });
  const viewItems = [
    ...input.views.map((v) => ({ value: `view:${v.id}`, label: v.name })),
    ...input.featured.map((v) => ({ value: `featured:${v.id}`, label: v.name })),
  ];
  if (viewItems.length > 0) groups.push({ group: 'Views', items: viewItems });
  const suggestedItems = suggestedValue
    ? [{ value: suggestedValue, label: `Suggested competitors (${suggestedSlugs.length} companies)` }]
    : [];
  if (input.current.kind === 'companies' && currentValue !== suggestedValue)
    suggestedItems.push({ value: currentValue, label: `Named companies (${input.current.slugs.length})` });
  if (suggestedItems.length > 0) groups.push({ group: 'Companies', items: suggestedItems });
  // The URL's choice is always offered, so the picker shows it even when a list did not load.
  const all = groups.flatMap((g) => g.items.map((i) => i.value));
  if (!all.includes(currentValue)) groups.push({ group: 'Current', items: [{ value: currentValue, label: 'The peer in the link' }] });
  return groups;
}
