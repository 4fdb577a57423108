import type { LoaderFunctionArgs } from 'react-router';
import { getCredits } from '~/features/billing/api/get-credits';
import { listReceipts } from '~/features/billing/api/list-receipts';
import { listSubscriptions } from '~/features/billing/api/list-subscriptions';
import { requireUser } from '~/lib/auth-guard';
import { serverApi } from '~/lib/server-api';
import { describeDevice, emailChangeNotice } from './account-model';
import { listExtensionKeys } from './api/list-extension-keys';
import { listSessions } from './api/list-sessions';

/** What /account shows: the sign-in email (and a pending change's notice), sessions, extension keys, the plan, credits and receipts. */
export async function loadAccount({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [sessions, keys, subscriptions, receipts, credits] = await Promise.all([
    listSessions(client, api),
    listExtensionKeys(client, api),
    listSubscriptions(client, api),
    listReceipts(client, api),
    getCredits(client, api, 1),
  ]);
  if (!sessions.ok) throw new Error(`GET /account/sessions answered ${sessions.status}: ${sessions.message}`);
  for (const [path, result] of [
    ['/profile/subscriptions', subscriptions],
    ['/profile/receipts', receipts],
    ['/profile/credits', credits],
  ] as const)
    if (!result.ok) throw new Error(`GET ${path} answered ${result.status}: ${result.message}`);
  return {
    email: user.email,
    notice: emailChangeNotice(new URL(request.url).searchParams.get('emailChange'), user.email),
    sessions: sessions.data.sessions.map((s) => ({ ...s, device: describeDevice(s.userAgent) })),
    keys: keys.ok ? keys.data.keys : [],
    billing: {
      subscriptions: subscriptions.ok ? subscriptions.data.subscriptions : [],
      premiumUntil: subscriptions.ok ? subscriptions.data.premiumUntil : null,
      receipts: receipts.ok ? receipts.data.receipts : [],
      credits: credits.ok ? { balance: credits.data.balance, entries: credits.data.entries } : { balance: 0, entries: [] },
    },
  };
}
