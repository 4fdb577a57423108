import type { api } from '@paysight/contract';
import { FUNDING_STAGES, SIZE_BANDS } from '@paysight/contract/core';
import { FUNDING_STAGE_LABELS, sizeBandLabel } from './peer-text';

/** The form that saves the workspace's size band and funding stage on /peer (a POST to its action). */
export const PEER_FACTS_INTENT = 'peer-facts';

/**
 * The posted size band and funding stage: "" (not set) clears one; a value outside the lists is
 * refused with the message the API gives for it.
 */
export function readPeerFactsForm(form: FormData): { ok: true; body: api.SavedPeerFactsBody } | { ok: false; message: string } {
  const get = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v.trim() : '';
  };
  const sizeBand = get('sizeBand');
  const fundingStage = get('fundingStage');
  if (sizeBand && !(SIZE_BANDS as readonly string[]).includes(sizeBand)) {
    return { ok: false, message: `sizeBand is one of ${SIZE_BANDS.join(', ')}` };
  }
  if (fundingStage && !(FUNDING_STAGES as readonly string[]).includes(fundingStage)) {
    return { ok: false, message: `fundingStage is one of ${FUNDING_STAGES.join(', ')}` };
  }
  return {
    ok: true,
    body: {
      sizeBand: (sizeBand || null) as api.SavedPeerFactsBody['sizeBand'],
      fundingStage: (fundingStage || null) as api.SavedPeerFactsBody['fundingStage'],
    },
  };
}

/** "51-200 employees, Series A", "51-200 employees, funding stage not set", or null when neither is set. */
export function savedFactsLine(saved: Pick<api.SavedPeerFacts, 'sizeBand' | 'fundingStage'> | null): string | null {
  if (!saved || (saved.sizeBand === null && saved.fundingStage === null)) return null;
  const size = saved.sizeBand ? sizeBandLabel(saved.sizeBand) : 'size not set';
  const stage = saved.fundingStage ? (FUNDING_STAGE_LABELS[saved.fundingStage] ?? saved.fundingStage) : 'funding stage not set';
  return `${size}, ${stage}`;
}
