import type { api } from '@paysight/contract';
import { resolveErrorAction } from '@paysight/contract/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getJobFamilies } from '~/features/peer/api/get-job-families';
import { getMetros } from '~/features/peer/api/get-metros';
import { getWorkspace } from '~/features/workspace/api/get-workspace';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { getOffers } from './api/get-offers';
import { offersApiQuery, parseDone, parseOffersQuery } from './offer-form';

/**
 * /compa/offers: the workspace, its candidate offers (the URL's status filter, sort and page) with
 * their figures, and for analysts and admins the add form's choices (job families, the region's
 * metros, the band groups). A refusal of the list is said on the page, never an error page.
 */
export async function loadOffers({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  if (user.role !== 'enterprise') return { kind: 'not-enterprise' as const };
  const url = new URL(request.url);
  const query = parseOffersQuery(url.searchParams);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const workspace = await getWorkspace(client, api);
  if (!workspace.ok) {
    const next = resolveErrorAction(workspace, '/enterprise/workspace', url.pathname);
    if (next.type === 'logout') throw redirect(next.href);
    return { kind: 'refused' as const, message: workspace.message };
  }
  const canEdit = workspace.data.role !== 'viewer';
  const [offers, families, metros] = await Promise.all([
    getOffers(client, api, offersApiQuery(query)),
    canEdit ? getJobFamilies(client, api) : null,
    canEdit ? getMetros(client, api) : null,
  ]);
  const region = workspace.data.region;
  const byRegion = metros?.ok ? metros.data.metros : { in: [], us: [] };
  return {
    kind: 'offers' as const,
    workspace: workspace.data,
    query,
    offers: offers.ok ? offers.data : null,
    offersError: offers.ok ? null : offers.message,
    families: families?.ok ? families.data.families.map((f) => ({ slug: f.slug, name: f.name })) : [],
    metros: region ? byRegion[region] : [...byRegion.in, ...byRegion.us],
    /** The add form's first currency: the workspace region's. */
    currency: region === 'us' ? 'USD' : 'INR',
    done: parseDone(url.searchParams.get('done')),
  } satisfies { offers: api.CompaOffers | null; [k: string]: unknown };
}
