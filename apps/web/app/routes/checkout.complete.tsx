import { Alert, Container, Stack } from '@mantine/core';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/checkout.complete';
import { paths } from '~/config/paths';
import classes from '~/features/billing/components/billing.module.css';
import { parseCompleteQuery } from '~/features/billing/checkout-query';
import { getCheckoutSession } from '~/features/billing/api/get-checkout-session';
import { getRegionalPayment } from '~/features/billing/api/get-regional-payment';
import { requireUser } from '~/lib/auth-guard';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/** How often the page looks again while a payment is being confirmed. */
const RECHECK_SECONDS = 3;

/**
 * /checkout/complete: where a checkout comes back to. The server settles the order with the
 * provider if its webhook has not arrived yet (GET /pg/session/{id}), or verifies a Razorpay
 * checkout's signature first (GET /pg/razorpay/payments/{id}). Paid: straight back to the page the
 * member came from (the bell tells them it went through). Still pending: the page looks again.
 * Failed: why, and a way to try again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const query = parseCompleteQuery(new URL(request.url).searchParams);
  if (!query) throw data(null, { status: 404 });
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const outcome =
    query.kind === 'session'
      ? await getCheckoutSession(client, api, query.sessionId)
      : await getRegionalPayment(client, api, query.paymentId, {
          orderId: query.orderId,
          signature: query.signature,
          ...(query.razorpayOrderId ? { razorpayOrderId: query.razorpayOrderId } : {}),
          ...(query.razorpaySubscriptionId ? { razorpaySubscriptionId: query.razorpaySubscriptionId } : {}),
        });
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(null, { status: 404 });
    return { kind: 'refused' as const, message: outcome.message };
  }
  if (outcome.data.status === 'paid') throw redirect(outcome.data.returnUrl ?? paths.account({}));
  return { kind: 'outcome' as const, outcome: outcome.data };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({ title: 'Payment', description: 'Where your Paysight payment stands.', path: '/checkout/complete', noindex: true }, matches),
  ...(loaderData?.kind === 'outcome' && loaderData.outcome.status === 'pending'
    ? [{ httpEquiv: 'refresh', content: String(RECHECK_SECONDS) }]
    : []),
];

export default function CheckoutCompletePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" className={classes.checkout}>
        <div>
          <span className={shell.eyebrow}>Checkout</span>
          <h1 className={classes.title}>
            {loaderData.kind === 'outcome' && loaderData.outcome.status === 'pending' ? 'Confirming your payment' : 'Payment not completed'}
          </h1>
        </div>
        {loaderData.kind === 'refused' ? (
          <Alert color="red" role="alert" title="Not confirmed">
            {loaderData.message} Nothing was granted. If money left your account, it is refunded by the provider; write to us if it is not.
          </Alert>
        ) : loaderData.outcome.status === 'pending' ? (
          <Alert color="blue" role="status" data-testid="pending">
            The provider has not confirmed {loaderData.outcome.productName} yet. This page looks again every {RECHECK_SECONDS} seconds; you
            can also leave it: the bell tells you when it goes through.
          </Alert>
        ) : (
          <Alert
            color="red"
            role="alert"
            title={loaderData.outcome.status === 'refunded' ? 'Refunded' : 'Payment failed'}
            data-testid="failed"
          >
            {loaderData.outcome.message ?? `${loaderData.outcome.productName} was not paid.`} Nothing was charged.
          </Alert>
        )}
        <Link
          className={classes.buyPrimary}
          to={
            loaderData.kind === 'outcome'
              ? `/pricing${loaderData.outcome.returnUrl ? `?returnUrl=${encodeURIComponent(loaderData.outcome.returnUrl)}` : ''}`
              : '/pricing'
          }
        >
          Back to pricing
        </Link>
      </Stack>
    </Container>
  );
}
