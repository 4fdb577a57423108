import { Text } from '@mantine/core';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/gurus';
import { paths } from '~/config/paths';
import { RazorpayCheckout } from '~/features/billing/components/razorpay-checkout';
import { CoachCard, CoachFilters, CoachList } from '~/features/gurus/components/coach-cards';
import gurus from '~/features/gurus/components/gurus.module.css';
import { Coaching } from '~/features/gurus/components/coaching';
import { CancelConfirm, MyBookings, Outcome } from '~/features/gurus/components/my-bookings';
import { gurusAction, type GurusAnswer } from '~/features/gurus/gurus.action';
import { loadGurus } from '~/features/gurus/gurus.loader';
import { pageMeta } from '~/lib/meta';
import { SignInCard } from '~/shell/sign-in-card';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { DemoDataLabel, PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /gurus (SPEC §7 Other: GET /gurus/interviewers; docs/decisions/052-gurus-mock-interviews.md):
 * mock interviews with members proved at the company they coach for. Coaches filtered by company,
 * role and region, each with their next free slots and their record; booking goes through the cart
 * and checkout; a member's sessions, with the refund shown before they cancel; a member's side as
 * a coach. Every form is a plain post (or get): it works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadGurus(args);
export const action = (args: Route.ActionArgs) => gurusAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'Mock interviews with verified employees',
      description:
        'Book a mock interview with someone who works at the company you are interviewing with, proved by their work email or a verified salary. Full refund up to 48 hours before.',
      path: paths.gurus(),
    },
    matches,
  );

export default function GurusPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as GurusAnswer | undefined;
  const { query, list, coach, bookings, coaching, signedIn } = loaderData;
  const demo = list.items.some((c) => c.isDemo) || Boolean(coach?.isDemo);
  const cancelling = query.cancel ? bookings.find((b) => b.id === query.cancel) : undefined;
  return (
    <PageFrame>
      <PageHeading eyebrow="Gurus" badge={demo && <DemoDataLabel notReal="coaches" />} title="Mock interviews with verified employees">
        <Text c="dimmed" mt={6}>
          Practise with someone who works at the company you are interviewing with — proved by their work email or a verified salary. Cancel
          48 hours or more before for everything back, later for half; if the coach does not come, you get everything back.
        </Text>
      </PageHeading>
      {answer?.razorpay && <RazorpayCheckout orderId={answer.orderId} options={answer.razorpay} />}
      {cancelling && <CancelConfirm booking={cancelling} zone={query.tz} />}
      <Outcome answer={answer} intents={['book']} />
      {/* A member's own sessions, and a coach's side, come first once they have any: the list is long. */}
      {signedIn && bookings.length > 0 && <MyBookings bookings={bookings} zone={query.tz} answer={answer} />}
      {signedIn && coaching?.coach && <Coaching view={coaching} zone={query.tz} minSlice={list.minSlice} answer={answer} />}
      {coach ? (
        <section aria-labelledby="coach-slots" className={blocks.card}>
          <h2 className={blocks.sectionTitle} id="coach-slots">
            Free slots of {coach.name}
          </h2>
          <ul className={blocks.cardList}>
            <CoachCard coach={coach} minSlice={list.minSlice} zone={query.tz} all />
          </ul>
          <Text mt="sm">
            <Link className={blocks.link} to={paths.gurus({ tz: query.tzChosen ? query.tz : undefined })}>
              All coaches
            </Link>
          </Text>
        </section>
      ) : (
        <CardSection id="coaches" title="Find a coach" testId="guru-coaches">
          <p className={blocks.sectionNote}>
            Each coach works at the company now, proved. A coach’s record counts the sessions they came to, shown from {list.minSlice}{' '}
            sessions.
          </p>
          <CoachFilters list={list} query={query} />
          <div className={gurus.listBlock}>
            <CoachList list={list} query={query} />
          </div>
        </CardSection>
      )}
      {signedIn ? (
        <>
          {bookings.length === 0 && <MyBookings bookings={bookings} zone={query.tz} answer={answer} />}
          {!coaching?.coach && <Coaching view={coaching} zone={query.tz} minSlice={list.minSlice} answer={answer} />}
        </>
      ) : (
        <SignInCard returnUrl={paths.gurus()} purpose="to book a mock interview, or to coach for your company." />
      )}
    </PageFrame>
  );
}
