import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { GURU_SLOT_MINUTES, regionTimeZone, type GuruTimeZone } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { CardSection } from '~/shell/card-section';
import { SelectField, TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import type { GurusAnswer } from '../gurus.action';
import { SESSION_STATUS_TEXT, TIME_ZONE_OPTIONS, money, reliabilityText, slotWhen } from '../gurus-text';
import { Outcome } from './my-bookings';
import classes from './gurus.module.css';

const MINUTE_OPTIONS = GURU_SLOT_MINUTES.map((m) => ({ value: String(m), label: `${m} minutes` }));
const COACH_REGIONS = [
  { value: 'in', label: 'India: priced in rupees' },
  { value: 'us', label: 'United States: priced in dollars' },
];

/** Becoming a coach (or changing the region and headline): a member proved at their current company. */
function CoachForm({ view }: { view: api.GuruCoachView }) {
  const company = view.coach?.company.name ?? view.company?.name ?? '';
  return (
    <IntentForm intent="coach" aria-label="Coach on Paysight" className={classes.stack}>
      <SelectField name="region" label="Members you coach" data={COACH_REGIONS} defaultValue={view.coach?.region ?? 'in'} />
      <TextField
        name="headline"
        label="What you interview for"
        description="One line members read on your card, e.g. “Backend and system design rounds”."
        defaultValue={view.coach?.headline ?? ''}
        required
        minLength={10}
        maxLength={140}
      />
      <Button type="submit" w="fit-content">
        {view.coach ? 'Save' : `Coach at ${company}`}
      </Button>
    </IntentForm>
  );
}

/** Offering a slot: the start as a date and time in a zone, its length and its price in the coach's currency. */
function SlotForm({ view, zone }: { view: api.GuruCoachView; zone: GuruTimeZone }) {
  const limits = view.priceLimits;
  const unit = limits.currency === 'INR' ? '₹' : '$';
  return (
    <IntentForm intent="slot" aria-label="Offer a slot" className={classes.stack}>
      <div className={classes.row}>
        <TextField name="startsAt" label="Starts" type="datetime-local" step={900} required />
        <SelectField name="tz" label="Time zone" data={TIME_ZONE_OPTIONS} defaultValue={zone} />
        <SelectField name="minutes" label="Length" data={MINUTE_OPTIONS} defaultValue="60" />
        <TextField
          name="price"
          label={`Price (${unit}, tax included)`}
          type="number"
          inputMode="numeric"
          min={limits.min / 100}
          max={limits.max / 100}
          step={1}
          required
        />
      </div>
      <Text fz="sm" c="dimmed">
        On the quarter hour, from 2 hours to 90 days ahead; {money(limits.min, limits.currency)} to {money(limits.max, limits.currency)}.
      </Text>
      <Button type="submit" w="fit-content">
        Offer the slot
      </Button>
    </IntentForm>
  );
}

function OwnSlot({ slot, zone }: { slot: api.GuruCoachView['slots'][number]; zone: GuruTimeZone }) {
  const s = slot.session;
  return (
    <li data-testid={`own-slot-${slot.id}`}>
      <span>
        <strong>{slotWhen(slot, zone)}</strong> · {money(slot.price, slot.currency)}
      </span>
      <span className={blocks.dim}>
        {s
          ? SESSION_STATUS_TEXT[s.status]
          : slot.state === 'held'
            ? SESSION_STATUS_TEXT.held
            : slot.state === 'past'
              ? 'Not booked'
              : 'Free'}
      </span>
      {s?.candidate && (
        <Text fz="sm">
          {s.candidate.name} · {s.candidate.email}
        </Text>
      )}
      <div className={classes.actions}>
        {slot.state === 'free' && (
          <IntentForm intent="withdraw" fields={{ id: slot.id }}>
            <Button type="submit" size="xs" variant="default">
              Withdraw
            </Button>
          </IntentForm>
        )}
        {s?.mayComplete && (
          <IntentForm intent="outcome" fields={{ id: s.bookingId, outcome: 'completed' }}>
            <Button type="submit" size="xs">
              Mark completed
            </Button>
          </IntentForm>
        )}
        {s?.mayReportCandidateAbsent && (
          <IntentForm intent="outcome" fields={{ id: s.bookingId, outcome: 'candidate-absent' }}>
            <Button type="submit" size="xs" variant="default">
              The member did not come
            </Button>
          </IntentForm>
        )}
        {s?.mayCancel && (
          <IntentForm intent="cancel" fields={{ id: s.bookingId }}>
            <Button type="submit" size="xs" variant="default">
              Cancel it (the member gets everything back)
            </Button>
          </IntentForm>
        )}
      </div>
    </li>
  );
}

/** The member as a coach: why they may not coach yet, or their card's record, the slot form and their slots and sessions. */
export function Coaching({
  view,
  zone,
  minSlice,
  answer,
}: {
  view: api.GuruCoachView | null;
  zone: GuruTimeZone;
  minSlice: number;
  answer: GurusAnswer | undefined;
}) {
  if (!view) return null;
  const coachZone = view.coach ? regionTimeZone(view.coach.region) : zone;
  return (
    <CardSection id="coaching" title="Coach on Paysight" testId="guru-coaching">
      <Outcome answer={answer} intents={['coach', 'slot', 'withdraw']} />
      {!view.eligible ? (
        <Text data-testid="coach-reason">
          {view.reason}{' '}
          {view.company ? (
            <Link className={blocks.link} to={paths.verified()}>
              Verify your salary
            </Link>
          ) : (
            <Link className={blocks.link} to={paths.profile()}>
              Your profile
            </Link>
          )}
        </Text>
      ) : (
        <>
          <Text fz="sm">
            Coaches are members proved at the company they coach for: a verified work email at its domain, or a verified salary there.
            Members pay when they book; a session you cancel or miss is refunded to them in full and counts in your record.
          </Text>
          {view.coach ? (
            <>
              <Text fz="sm" fw={600} data-testid="own-record">
                {view.coach.company.name} · {reliabilityText(view.coach.reliability, minSlice)}
              </Text>
              <details className={classes.details}>
                <summary>Change the region or your headline</summary>
                <CoachForm view={view} />
              </details>
            </>
          ) : (
            <CoachForm view={view} />
          )}
        </>
      )}
      {view.coach && view.eligible && (
        <>
          <h3 className={classes.subTitle}>Offer a slot</h3>
          <SlotForm view={view} zone={coachZone} />
        </>
      )}
      {view.slots.length > 0 && (
        <>
          <h3 className={classes.subTitle}>Your slots and sessions</h3>
          <ul className={classes.list} data-testid="own-slots">
            {view.slots.map((s) => (
              <OwnSlot key={s.id} slot={s} zone={coachZone} />
            ))}
          </ul>
        </>
      )}
    </CardSection>
  );
}
