import { Alert, Badge, Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { usePendingIntent } from '~/lib/pending-intent';
import { bandSource, money, percent, ratio, type Currency } from '../compa-text';
import { MARK_DRAFT, MARK_SENT, OFFER_STATUS_LABEL, REMOVE_OFFER } from '../offer-form';
import classes from './compa.module.css';
import own from './offers.module.css';
import { RangeMarker } from './range-marker';

/**
 * One candidate offer: the job and pay, the figures against its band (compa-ratio, range
 * penetration, bucket, which band and why) and against the market (ratio, penetration, the
 * equity-inclusive ratio), as an employee's view has them; analysts and admins get its buttons
 * (plain POST forms: mark sent or back to draft, remove). `error` is the refusal of this card's last post.
 */
export function OfferCard({
  offer: o,
  asOf,
  canEdit,
  error,
}: {
  offer: api.CompaOffer;
  asOf: string;
  canEdit: boolean;
  error: string | null;
}) {
  const pending = usePendingIntent();
  const currency = o.currency as Currency;
  const head = `offer-${o.id}-title`;
  return (
    <li id={`offer-${o.id}`} className={`${blocks.card} ${own.offer}`} data-offer={o.candidate} aria-labelledby={head}>
      <div className={own.offerHead}>
        <h3 className={own.offerTitle} id={head}>
          {o.candidate}
        </h3>
        <Badge color={o.status === 'sent' ? 'teal' : 'gray'} variant="light" data-testid="offer-status">
          {OFFER_STATUS_LABEL[o.status]}
          {o.sentAt ? ` ${formatDate(o.sentAt)}` : ''}
        </Badge>
      </div>
      <Text size="sm" mt={4}>
        {o.title} · {o.family.name} · {o.levelName} · {o.location}
      </Text>
      <Text size="sm" data-testid="offer-pay">
        Base {money(o.base, currency)} · bonus target {money(o.bonusTarget, currency)} · equity {money(o.equity, currency)} a year
        {o.equityType ? ` (${o.equityType}${o.equityUnits !== null ? `, ${o.equityUnits.toLocaleString('en-US')} units` : ''})` : ''}
      </Text>

      <div className={own.figures}>
        <section aria-label={`${o.candidate} against the band`}>
          <h4>Against the band</h4>
          {o.band ? (
            <>
              <dl className={classes.facts}>
                <dt>Compa-ratio</dt>
                <dd data-testid="offer-band-ratio">{ratio(o.band.compaRatio)}</dd>
                <dt>Range penetration</dt>
                <dd data-testid="offer-penetration">
                  {percent(o.band.penetration)} <RangeMarker band={o.band} />
                </dd>
                <dt>Bucket</dt>
                <dd data-testid="offer-bucket">{o.band.bucket}</dd>
                <dt>Band</dt>
                <dd>
                  {money(o.band.min, currency)} / {money(o.band.mid, currency)} / {money(o.band.max, currency)}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (min / target / max, {o.band.metric === 'total' ? 'total pay' : 'base'})
                  </Text>
                </dd>
              </dl>
              <Text size="xs" c="dimmed" mt={4} data-testid="offer-band-source">
                {bandSource(o.band, formatDate)}; as of {formatDate(asOf)}.
              </Text>
              {o.band.reason && (
                <Text size="sm" mt={4}>
                  Closest band: {o.band.reason}.
                </Text>
              )}
            </>
          ) : (
            <Text size="sm">{o.bandNote}</Text>
          )}
        </section>
        <section aria-label={`${o.candidate} against the market`}>
          <h4>Against the market</h4>
          {o.market ? (
            <>
              <dl className={classes.facts}>
                <dt>Compa-ratio</dt>
                <dd data-testid="offer-market-ratio">{ratio(o.market.compaRatio)}</dd>
                <dt>Penetration (p25–p75)</dt>
                <dd>{percent(o.market.penetration)}</dd>
                <dt>Bucket</dt>
                <dd>{o.market.bucket}</dd>
                <dt>With equity</dt>
                <dd data-testid="offer-equity-ratio">
                  {o.market.equityInclusiveRatio === null ? 'Equity not known' : ratio(o.market.equityInclusiveRatio)}
                </dd>
              </dl>
              <Text size="xs" c="dimmed" mt={4}>
                Market base {money(o.market.base.p25, currency)} / {money(o.market.base.p50, currency)} /{' '}
                {money(o.market.base.p75, currency)} (p25 / p50 / p75): {o.market.records} records from {o.market.companies} companies, as
                of {formatDate(o.market.asOf)}.
              </Text>
            </>
          ) : (
            <Text size="sm">{o.marketNote}</Text>
          )}
        </section>
      </div>

      <Text size="xs" c="dimmed" mt="sm">
        Added {formatDate(o.createdAt)}
        {o.createdBy && (o.createdBy.name || o.createdBy.email) ? ` by ${o.createdBy.name || o.createdBy.email}` : ''}
        {o.updatedAt !== o.createdAt ? `; changed ${formatDate(o.updatedAt)}` : ''}.
      </Text>
      {error && (
        <Alert color="red" role="alert" mt="sm" title="Not done">
          {error}
        </Alert>
      )}
      {canEdit && (
        <div className={own.actions}>
          {o.status === 'draft' ? (
            <IntentForm intent={MARK_SENT} fields={{ offer: o.id }}>
              <Button type="submit" size="xs" loading={pending(MARK_SENT, { offer: o.id })}>
                Mark sent<span className={blocks.srOnly}> for {o.candidate}</span>
              </Button>
            </IntentForm>
          ) : (
            <IntentForm intent={MARK_DRAFT} fields={{ offer: o.id }}>
              <Button type="submit" size="xs" variant="default" loading={pending(MARK_DRAFT, { offer: o.id })}>
                Back to draft<span className={blocks.srOnly}> for {o.candidate}</span>
              </Button>
            </IntentForm>
          )}
          <IntentForm intent={REMOVE_OFFER} fields={{ offer: o.id }}>
            <Button type="submit" size="xs" variant="default" color="red" loading={pending(REMOVE_OFFER, { offer: o.id })}>
              Remove<span className={blocks.srOnly}> {o.candidate}’s offer</span>
            </Button>
          </IntentForm>
        </div>
      )}
    </li>
  );
}
