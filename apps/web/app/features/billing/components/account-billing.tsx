import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { api } from '@paysight/contract';
import { API_BASE, formatMoney, groupDigits, formatDate } from '@paysight/contract/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { creditReason, subscriptionState, taxLine } from '../billing-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './billing.module.css';
import { IntentForm } from '~/shell/intent-form';

export interface AccountBilling {
  subscriptions: api.MemberSubscription[];
  premiumUntil: string | null;
  receipts: api.Receipt[];
  credits: { balance: number; entries: { delta: number; balanceAfter: number; reason: string; createdAt: string }[] };
}

/** The account page's plan (subscriptions, cancel), credits and receipts sections. Plain forms: no JavaScript needed. */
export function AccountBillingSections({
  billing,
  cardClassName,
  outcome,
  busy,
}: {
  billing: AccountBilling;
  cardClassName: string | undefined;
  /** The answer to the last cancel, when there is one. */
  outcome: ReactNode;
  busy: boolean;
}) {
  const live = billing.subscriptions.filter((s) => s.status !== 'ended');
  return (
    <>
      <section className={cardClassName} aria-labelledby="account-plan">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-plan">
            Plan
          </Title>
          {billing.premiumUntil && new Date(billing.premiumUntil) > new Date() ? (
            <Text data-testid="premium-until">
              <Badge variant="light" color="grape" mr="xs">
                Premium
              </Badge>
              until {formatDate(billing.premiumUntil)}
            </Text>
          ) : (
            <Text>
              You are on the free plan. <Link to={paths.pricing()}>See Premium</Link>: no daily search limit, salary exports, switch pages.
            </Text>
          )}
          {outcome}
          {live.length > 0 && (
            <ul className={classes.features} aria-label="Subscriptions">
              {live.map((s) => (
                <li key={s.id} data-testid="subscription">
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Text fw={700}>
                      {s.productName} · {formatMoney(s.amount, s.currency)} {s.interval === 'year' ? 'a year' : 'a month'}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {subscriptionState(s)}
                    </Text>
                  </Stack>
                  {s.status === 'active' && !s.cancelAtPeriodEnd && (
                    <IntentForm intent="cancel-subscription" fields={{ subscriptionId: s.id, pgId: s.provider, product: s.product }}>
                      <Button type="submit" size="xs" variant="subtle" color="red" loading={busy}>
                        Cancel renewal
                      </Button>
                    </IntentForm>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>

      <section className={cardClassName} aria-labelledby="account-credits">
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id="account-credits">
              Credits
            </Title>
            <span className={classes.balance} data-testid="credit-balance">
              {groupDigits(billing.credits.balance)}
            </span>
          </Group>
          <Text fz="sm" c="dimmed">
            Credits pay for JobGPT applications and referral bundles. <Link to={paths.pricing()}>Buy a pack</Link>.
          </Text>
          {billing.credits.entries.length > 0 && (
            <table className={classes.table}>
              <caption className={blocks.srOnly}>Credit history, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">What</th>
                  <th scope="col" className={classes.num}>
                    Credits
                  </th>
                  <th scope="col" className={classes.num}>
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {billing.credits.entries.map((e, i) => (
                  <tr key={`${e.createdAt}-${i}`}>
                    <td>{formatDate(e.createdAt)}</td>
                    <td>{creditReason(e.reason)}</td>
                    <td className={classes.num}>{e.delta > 0 ? `+${groupDigits(e.delta)}` : groupDigits(e.delta)}</td>
                    <td className={classes.num}>{groupDigits(e.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      </section>

      <section className={cardClassName} aria-labelledby="account-receipts">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-receipts">
            Receipts
          </Title>
          {billing.receipts.length === 0 ? (
            <Text>No payments yet.</Text>
          ) : (
            // Two columns (the item with its date, tax, reference and PDF; the amount): fits a phone.
            <table className={classes.table} data-testid="receipts">
              <caption className={blocks.srOnly}>Receipts, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className={classes.num}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {billing.receipts.map((r) => (
                  <tr key={r.id} data-testid="receipt">
                    <td className={classes.wrap}>
                      <Text fw={600} fz="sm">
                        {r.description}
                        {r.refundedAt && (
                          <Badge size="xs" color="gray" ml={6}>
                            Refunded
                          </Badge>
                        )}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {[
                          formatDate(r.paidAt),
                          taxLine(r),
                          `${r.provider === 'sandbox' ? 'Test mode' : r.provider === 'stripe' ? 'Stripe' : 'Razorpay'} ${r.providerReference}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      <a
                        href={`${API_BASE}/profile/receipts/${r.id}/pdf`}
                        download={`${r.number}.pdf`}
                        aria-label={`Download receipt ${r.number} (PDF)`}
                      >
                        {r.number} (PDF)
                      </a>
                    </td>
                    <td className={classes.num}>{formatMoney(r.amount, r.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      </section>
    </>
  );
}
