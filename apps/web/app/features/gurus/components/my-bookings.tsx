import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatSessionTime, type GuruTimeZone } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { CardSection } from '~/shell/card-section';
import { IntentForm } from '~/shell/intent-form';
import { OutcomeAlert } from '~/shell/outcome-alert';
import blocks from '~/shell/page-blocks.module.css';
import type { GurusAnswer } from '../gurus.action';
import { BOOKING_STATUS_TEXT, CANCELLED_BY_TEXT, money, refundRuleText, refundText, slotWhen } from '../gurus-text';
import classes from './gurus.module.css';

export function Outcome({ answer, intents }: { answer: GurusAnswer | undefined; intents: string[] }) {
  if (!answer || !intents.includes(answer.intent)) return null;
  return (
    <OutcomeAlert ok={answer.ok} failTitle="Not done" testId={`outcome-${answer.intent}`}>
      {answer.message}
    </OutcomeAlert>
  );
}

/**
 * Cancelling a paid session, confirmed: what the member gets back and why, before they send it.
 * The form carries the refund shown, so a start that came under 48 hours meanwhile is refused
 * with the new refund rather than cancelled at it.
 */
export function CancelConfirm({ booking, zone }: { booking: api.GuruBooking; zone: GuruTimeZone }) {
  const refund = booking.refundIfCancelled;
  if (booking.status !== 'confirmed' || !refund) return null;
  return (
    <section className={`${blocks.card} ${classes.confirm}`} aria-labelledby="cancel-title" data-testid="cancel-confirm">
      <h2 className={blocks.sectionTitle} id="cancel-title">
        Cancel your mock interview?
      </h2>
      <Text>
        With {booking.coach.name} ({booking.coach.company.name}), {slotWhen(booking, zone)}.
      </Text>
      <Text fw={700} mt="xs" data-testid="refund-quote">
        You get {money(refund.amount, booking.currency)} back ({refund.percent}%): {refundRuleText(refund.percent)}.
      </Text>
      <div className={classes.actions}>
        <IntentForm
          intent="cancel"
          action={paths.gurus({ tz: zone })}
          fields={{ id: booking.id, expectRefund: refund.amount }}
          aria-label="Confirm the cancellation"
        >
          <Button type="submit" color="red">
            Cancel the session and refund {money(refund.amount, booking.currency)}
          </Button>
        </IntentForm>
        <Link className={blocks.link} to={paths.gurus({ tz: zone })}>
          Keep it
        </Link>
      </div>
    </section>
  );
}

function BookingItem({ b, zone }: { b: api.GuruBooking; zone: GuruTimeZone }) {
  return (
    <li data-testid={`booking-${b.id}`}>
      <span>
        <strong>{b.coach.name}</strong> ({b.coach.company.name}) · {slotWhen(b, zone)} · {money(b.amount, b.currency)}
      </span>
      <span className={blocks.dim}>
        {BOOKING_STATUS_TEXT[b.status]}
        {b.cancelledBy && ` ${CANCELLED_BY_TEXT[b.cancelledBy]}`}
        {b.status === 'held' && b.heldUntil && ` · held for you until ${formatSessionTime(b.heldUntil, zone)}`}
      </span>
      {b.refund && <Text fz="sm">Refund: {refundText(b.refund, b.currency)}</Text>}
      {b.coach.email && b.status === 'confirmed' && (
        <Text fz="sm">
          Your coach writes to you to agree the call; you can write to them at {b.coach.email}. The refund if you cancel now:{' '}
          {b.refundIfCancelled ? `${money(b.refundIfCancelled.amount, b.currency)} (${b.refundIfCancelled.percent}%)` : 'none'}.
        </Text>
      )}
      <div className={classes.actions}>
        {b.status === 'held' && (
          <>
            <PayAgain booking={b} />
            <IntentForm intent="cancel" fields={{ id: b.id }}>
              <Button type="submit" size="xs" variant="default">
                Let it go
              </Button>
            </IntentForm>
          </>
        )}
        {b.status === 'confirmed' && b.refundIfCancelled && (
          <Link className={blocks.link} to={`${paths.gurus({ cancel: b.id, tz: zone })}#cancel-title`}>
            Cancel…
          </Link>
        )}
        {b.mayReportCoachAbsent && (
          <IntentForm intent="outcome" fields={{ id: b.id, outcome: 'coach-absent' }}>
            <Button type="submit" size="xs" variant="default">
              The coach did not come
            </Button>
          </IntentForm>
        )}
      </div>
    </li>
  );
}

/** A held booking's way back to its checkout: booking its slot again opens the same order. */
function PayAgain({ booking }: { booking: api.GuruBooking }) {
  return (
    <IntentForm intent="book" fields={{ slotId: booking.slotId }}>
      <Button type="submit" size="xs">
        Pay now
      </Button>
    </IntentForm>
  );
}

/** The member's sessions: waiting for payment, booked (with the refund cancelling now would give), and past. */
export function MyBookings({
  bookings,
  zone,
  answer,
}: {
  bookings: api.GuruBooking[];
  zone: GuruTimeZone;
  answer: GurusAnswer | undefined;
}) {
  return (
    <CardSection id="bookings" title="Your mock interviews" testId="guru-bookings">
      <Outcome answer={answer} intents={['cancel', 'outcome']} />
      <p className={blocks.sectionNote}>
        Cancel 48 hours or more before the start: everything back. Later: half. If the coach does not come, say so: everything back.
      </p>
      {bookings.length === 0 ? (
        <Text c="dimmed">You have not booked a mock interview yet.</Text>
      ) : (
        <ul className={classes.list}>
          {bookings.map((b) => (
            <BookingItem key={b.id} b={b} zone={zone} />
          ))}
        </ul>
      )}
    </CardSection>
  );
}
