import { Alert, Container, Stack } from '@mantine/core';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/checkout.test.$id';
import { priceOf, taxLine } from '~/features/billing/billing-text';
import classes from '~/features/billing/components/billing.module.css';
import { completeHref } from '~/features/billing/checkout-query';
import { getSandboxSession } from '~/features/billing/api/get-sandbox-session';
import { paySandboxSession } from '~/features/billing/api/pay-sandbox-session';
import { requireUser } from '~/lib/auth-guard';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import blocks from '~/shell/page-blocks.module.css';
import shell from '~/shell/shell.module.css';

const PROVIDER_LABEL = { stripe: 'the card provider (Stripe)', razorpay: 'the regional provider (Razorpay)' } as const;

/**
 * /checkout/test/{sessionId}: the offline payment provider's own checkout page, used when no
 * provider keys are configured (the `npm start` default). Plainly test mode. "Pay" asks the
 * sandbox to sign a payment event and deliver it to its webhook, the same path a real provider's
 * event takes; the member then comes back through /checkout/complete like after a real checkout.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const session = await getSandboxSession(serverApi(context, request), api, params.id);
  if (!session.ok) {
    if (session.status === 404 || session.status === 400) throw data(null, { status: 404 });
    throw new Error(`GET /pg/sandbox/sessions/${params.id} answered ${session.status}: ${session.message}`);
  }
  return { session: session.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const outcome = form.get('outcome') === 'fail' ? 'fail' : 'succeed';
  const { api } = await import('@paysight/contract');
  const paid = await paySandboxSession(serverApi(context, request), api, params.id, outcome);
  if (!paid.ok) return data({ message: paid.message }, { status: paid.status >= 400 && paid.status < 600 ? paid.status : 502 });
  throw redirect(completeHref({ sessionId: params.id }));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: 'Test-mode checkout', description: 'Paysight test-mode checkout: no money moves.', path: '/checkout/test', noindex: true },
    matches,
  );

export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session } = loaderData;
  const { product } = session;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const tax = taxLine(product);
  const open = session.status === 'pending';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg" className={classes.checkout}>
        <div>
          <span className={shell.eyebrow}>Checkout</span>
          <h1 className={classes.title}>Pay for {product.name}</h1>
        </div>
        <Alert color="yellow" role="note" title="Test mode — no money moves" data-testid="test-mode">
          This is Paysight’s test checkout, standing in for {PROVIDER_LABEL[session.standsInFor]}: no card is asked for and nothing is
          charged. Paying here settles the order exactly as a real payment would.
        </Alert>
        <div className={`${blocks.card} ${classes.card}`}>
          <dl className={classes.summary}>
            <dt>{product.name}</dt>
            <dd>{priceOf(product)}</dd>
            {tax && (
              <>
                <dt>Of which tax</dt>
                <dd>{tax}</dd>
              </>
            )}
            <dt className={classes.total}>Total</dt>
            <dd className={classes.total} data-testid="total">
              {priceOf(product)}
            </dd>
          </dl>
        </div>
        {actionData && (
          <Alert color="red" role="alert" title="Not paid">
            {actionData.message}
          </Alert>
        )}
        {open ? (
          <Form method="post" className={classes.buyForm}>
            <button type="submit" name="outcome" value="succeed" className={classes.buyPrimary} disabled={busy} data-testid="pay">
              Pay {priceOf(product)} (test)
            </button>
            <button type="submit" name="outcome" value="fail" className={classes.buySecondary} disabled={busy} data-testid="fail">
              Simulate a declined payment
            </button>
          </Form>
        ) : (
          <Alert color={session.status === 'paid' ? 'green' : 'red'} role="status">
            This order is {session.status}. <Link to={completeHref({ sessionId: session.sessionId })}>See where it stands</Link>.
          </Alert>
        )}
        <Link to={session.returnUrl ?? '/pricing'} className={classes.buySecondary}>
          Cancel and go back
        </Link>
      </Stack>
    </Container>
  );
}
