import { Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import classes from '../referral.module.css';

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Where each company of a bundle stands, and whether its credits came back. */
function companyLine(r: api.SeekerReferral): string {
  if (r.status === 'requested') return 'waiting for an answer';
  if (r.status === 'accepted') return r.referrer ? `accepted by ${r.referrer.name}` : 'accepted';
  if (r.status === 'declined') return 'declined (not refunded: it answered)';
  const why = r.closeReason === 'no-referrer' ? 'no eligible referrer' : 'no answer in time';
  return r.refundedCredits > 0 ? `${why}: ${credits(r.refundedCredits)} refunded` : why;
}

/** The member's bundles: the credits each spent and got back, company by company, and their balance. */
export function MyBundles({ bundles }: { bundles: api.ReferralBundles | null }) {
  if (!bundles || bundles.items.length === 0) return null;
  return (
    <CardSection id="bundles" title="Your bundles" testId="referral-bundles">
      <Text fz="sm" c="dimmed">
        Your credit balance: <span data-testid="referral-balance">{bundles.balance}</span>.
      </Text>
      <ul className={classes.list}>
        {bundles.items.map((b) => (
          <li key={b.id} data-testid={`bundle-${b.id}`}>
            <strong>{b.requests[0]?.job.title ?? 'Bundle'}</strong>{' '}
            <span className={blocks.dim}>
              · asked {day(b.createdAt)} · {credits(b.credits)} spent, {credits(b.refundedCredits)} refunded
            </span>
            <ul className={classes.sublist}>
              {b.requests.map((r) => (
                <li key={r.id} data-testid={`bundle-request-${r.company.slug}`}>
                  {r.company.name}: {companyLine(r)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
