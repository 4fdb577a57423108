import { formatDate } from '@paysight/contract/core';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { paths } from '~/config/paths';
import { cancelSubscription } from '~/features/billing/api/cancel-subscription';
import { memberFormAction } from '~/lib/server-api';
import { changeEmail } from './api/change-email';
import { createExtensionKey } from './api/create-extension-key';
import { deleteAccount } from './api/delete-account';
import { revokeExtensionKey } from './api/revoke-extension-key';
import { revokeOtherSessions } from './api/revoke-other-sessions';
import { revokeSession } from './api/revoke-session';

export const ACCOUNT_INTENTS = [
  'cancel-subscription',
  'change-email',
  'revoke-others',
  'revoke-session',
  'create-key',
  'revoke-key',
  'delete-account',
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** /account's forms: one `intent` each, answered with a message beside the form (or its refusal, keeping what was typed). */
export async function accountAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  const intent = field('intent') as AccountIntent;
  const refused = (result: { status: number; message: string }, typed?: string) =>
    data(
      { intent, ok: false as const, message: result.message, typed: typed ?? '' },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  const done = (message: string, extra: { key?: string } = {}) => ({ intent, ok: true as const, message, ...extra });

  switch (intent) {
    case 'change-email': {
      const email = field('email');
      const result = await changeEmail(client, api, email);
      if (!result.ok) return refused(result, email);
      return done(
        `We sent a confirmation link to ${result.data.email}. Follow it within 24 hours to sign in with that address; until then, nothing changes.`,
      );
    }
    case 'cancel-subscription': {
      const result = await cancelSubscription(client, api, {
        subscriptionId: field('subscriptionId'),
        pgId: field('pgId') as 'stripe',
        product: field('product'),
      });
      if (!result.ok) return refused(result);
      return done(
        `Cancelled: ${result.data.productName} stops renewing. Premium runs until ${formatDate(result.data.currentPeriodEnd)}, then stops.`,
      );
    }
    case 'revoke-others': {
      const result = await revokeOtherSessions(client, api);
      if (!result.ok) return refused(result);
      const n = result.data.revoked;
      return done(n === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${n} other ${n === 1 ? 'session' : 'sessions'}.`);
    }
    case 'revoke-session': {
      const result = await revokeSession(client, api, field('id'));
      if (!result.ok) return refused(result);
      return done('That session is signed out.');
    }
    case 'create-key': {
      const result = await createExtensionKey(client, api);
      if (!result.ok) return refused(result);
      return done('Your new extension key:', { key: result.data.key });
    }
    case 'revoke-key': {
      const result = await revokeExtensionKey(client, api, field('prefix'));
      if (!result.ok) return refused(result);
      return done('The key is revoked: the extension signed in with it is signed out.');
    }
    case 'delete-account': {
      const confirmEmail = field('confirmEmail');
      const result = await deleteAccount(client, api, confirmEmail);
      if (!result.ok) return refused(result, confirmEmail);
      // The account and its sessions are gone: the logout screen clears the cookie and goes home.
      throw redirect(paths.logout({ next: paths.home() }));
    }
    default:
      return refused({ status: 400, message: 'Unknown action' });
  }
}
