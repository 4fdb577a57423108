import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { GuruTimeZone } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import { paths } from '~/config/paths';
import { IntentForm } from '~/shell/intent-form';
import { SelectField } from '~/shell/fields';
import { DemoDataLabel } from '~/shell/page-frame';
import blocks from '~/shell/page-blocks.module.css';
import { REGION_OPTIONS, TIME_ZONE_OPTIONS, money, reliabilityText, slotWhen } from '../gurus-text';
import classes from './gurus.module.css';

export interface ListQuery {
  company?: string | undefined;
  family?: string | undefined;
  region?: 'in' | 'us' | undefined;
  page: number;
  tz: GuruTimeZone;
  tzChosen: boolean;
}

/** The list's filters: a plain GET form (company, family, region, and the zone times show in). */
export function CoachFilters({ list, query }: { list: api.GuruInterviewers; query: ListQuery }) {
  return (
    <Form method="get" action={paths.gurus()} className={classes.filters} role="search" aria-label="Find a coach">
      <SelectField
        name="company"
        label="Company"
        defaultValue={query.company ?? ''}
        data={[{ value: '', label: 'Any company' }, ...list.companies.map((c) => ({ value: c.slug, label: `${c.name} (${c.coaches})` }))]}
      />
      <SelectField
        name="family"
        label="Role"
        defaultValue={query.family ?? ''}
        data={[{ value: '', label: 'Any role' }, ...list.families.map((f) => ({ value: f.slug, label: `${f.name} (${f.coaches})` }))]}
      />
      <SelectField name="region" label="Region" defaultValue={query.region ?? ''} data={REGION_OPTIONS} />
      <SelectField name="tz" label="Show times in" defaultValue={query.tz} data={TIME_ZONE_OPTIONS} />
      <Button type="submit" variant="light">
        Show coaches
      </Button>
    </Form>
  );
}

/** One free slot: its time, length and price, and the book button (a demo coach's never books). */
function SlotRow({ slot, coach, zone }: { slot: api.GuruSlot; coach: api.GuruCoach; zone: GuruTimeZone }) {
  const when = slotWhen(slot, zone);
  return (
    <li data-testid={`slot-${slot.id}`}>
      <span>
        {when} · <strong>{money(slot.price, slot.currency)}</strong>
      </span>
      {!coach.isDemo && (
        <IntentForm intent="book" fields={{ slotId: slot.id }}>
          <Button type="submit" size="xs" aria-label={`Book ${when} with ${coach.name}`}>
            Book
          </Button>
        </IntentForm>
      )}
    </li>
  );
}

/** A coach's card: who, where, their record, their price and free slots. */
export function CoachCard({
  coach,
  minSlice,
  zone,
  all = false,
}: {
  coach: api.GuruCoach;
  minSlice: number;
  zone: GuruTimeZone;
  all?: boolean;
}) {
  return (
    <li className={`${blocks.card} ${classes.coach}`} data-testid={`coach-${coach.id}`}>
      <div className={blocks.spread}>
        <h3>{coach.name}</h3>
        {coach.isDemo && <DemoDataLabel notReal="coaches" />}
      </div>
      <p className={classes.meta}>
        {[coach.title, coach.company.name].filter(Boolean).join(' at ')}
        {coach.family && ` · ${coach.family.name}`}
      </p>
      <Text fz="sm">{coach.headline}</Text>
      {coach.isDemo && (
        <Text fz="sm" c="dimmed">
          A demo coach: their slots show how booking looks, and cannot be booked.
        </Text>
      )}
      <p className={classes.meta}>
        {reliabilityText(coach.reliability, minSlice)}
        {coach.priceFrom !== null && ` · from ${money(coach.priceFrom, coach.currency)}`}
      </p>
      {coach.slots.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No free slot in the next weeks.
        </Text>
      ) : (
        <ul className={classes.slots} aria-label={`Free slots of ${coach.name}`}>
          {coach.slots.map((s) => (
            <SlotRow key={s.id} slot={s} coach={coach} zone={zone} />
          ))}
        </ul>
      )}
      {!all && coach.freeSlots > coach.slots.length && (
        <Link className={blocks.link} to={paths.gurus({ coach: coach.id, tz: zone })}>
          All {coach.freeSlots} free slots of {coach.name}
        </Link>
      )}
    </li>
  );
}

/** The coaches of the list's page, with the pages before and after. */
export function CoachList({ list, query }: { list: api.GuruInterviewers; query: ListQuery }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const href = (page: number) =>
    paths.gurus({ company: query.company, family: query.family, region: query.region, page, tz: query.tzChosen ? query.tz : undefined });
  if (list.items.length === 0)
    return (
      <Text c="dimmed" data-testid="no-coaches">
        No coach matches these filters yet.
      </Text>
    );
  return (
    <>
      <ul className={`${blocks.cardGrid} ${classes.coaches}`} aria-label="Coaches" data-testid="coaches">
        {list.items.map((c) => (
          <CoachCard key={c.id} coach={c} minSlice={list.minSlice} zone={query.tz} />
        ))}
      </ul>
      {pages > 1 && (
        <nav className={blocks.inline} aria-label="Pages of coaches">
          {query.page > 1 && (
            <Link className={blocks.link} to={href(query.page - 1)}>
              Previous coaches
            </Link>
          )}
          <span className={blocks.dim}>
            Page {query.page} of {pages}
          </span>
          {query.page < pages && (
            <Link className={blocks.link} to={href(query.page + 1)}>
              More coaches
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
