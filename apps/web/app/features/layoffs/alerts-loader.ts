import type { api } from '@paysight/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { digestOf } from './subscribe-digest';

/**
 * The alerts part of /layoffs for the visitor: the employers a member follows (the follow button of
 * the list filtered to a company) and their weekly digest (the digest form). Nothing is asked for a
 * signed-out visitor, whose page stays the shared public one.
 */
export interface LayoffAlertsView {
  signedIn: boolean;
  follows: api.LayoffFollow[];
  /** The member's digest, null for none; undefined when signed out. */
  digest: api.LayoffDigest | null | undefined;
}

export async function loadLayoffAlerts({ request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<LayoffAlertsView> {
  if (!context.user) return { signedIn: false, follows: [], digest: undefined };
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [follows, digest] = await Promise.all([client.call(api.listLayoffFollows, {}), digestOf(client, api, true)]);
  return { signedIn: true, follows: follows.ok ? follows.data.follows : [], digest };
}
