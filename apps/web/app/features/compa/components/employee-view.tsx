import { Alert, Anchor, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '~/shell/card-section';
import { compaHref, type CompaQuery } from '../compa-query';
import { bandSource, money, percent, ratio, type Currency } from '../compa-text';
import classes from './compa.module.css';
import { RangeMarker } from './range-marker';

/**
 * One employee: their pay, their band (which version, the closest band and why) and the market, side
 * by side; `edit` is the edit form for analysts and admins.
 */
export function EmployeeView({ result, query, edit = null }: { result: api.CompaEmployeeResult; query: CompaQuery; edit?: ReactNode }) {
  const e = result.employee;
  const currency = result.version.currency as Currency;
  const back = compaHref({ ...query, employee: undefined });
  return (
    <CardSection id="employee-title" title={e.name ? `${e.name} (${e.employeeId})` : e.employeeId} testId="employee-view">
      <Text mb="sm">
        {e.title} · {e.family.name} · {e.levelName} · {e.location}{' '}
        <Anchor component={Link} to={back} underline="always">
          Back to the roster
        </Anchor>
      </Text>
      <dl className={classes.facts}>
        <dt>Base</dt>
        <dd>
          {money(e.base, currency)}
          {e.fte < 1 ? ` at ${Math.round(e.fte * 100)} % FTE` : ''}
        </dd>
        <dt>Bonus target</dt>
        <dd>{money(e.bonusTarget, currency)}</dd>
        <dt>Equity</dt>
        <dd>
          {money(e.equity, currency)} a year
          {e.equityType
            ? ` (${e.equityType}${e.equityUnits !== null ? `, ${e.equityUnits.toLocaleString('en-US')} units` : ''}${e.equityVesting ? `, ${e.equityVesting}` : ''})`
            : ''}
        </dd>
        <dt>Manager</dt>
        <dd>
          {e.manager ? (
            e.manager.id ? (
              <Anchor component={Link} to={compaHref({ ...query, employee: e.manager.id })} underline="always">
                {e.manager.name ?? e.manager.employeeId}
              </Anchor>
            ) : (
              e.manager.employeeId
            )
          ) : (
            'None'
          )}
        </dd>
        <dt>Hired</dt>
        <dd>{formatDate(e.hireDate)}</dd>
        <dt>Last change</dt>
        <dd>{e.lastChangeDate ? formatDate(e.lastChangeDate) : 'Not given'}</dd>
        <dt>Performance rating</dt>
        <dd>{e.performanceRating ?? 'Not given'}</dd>
      </dl>
      <div className={classes.compare}>
        <section aria-labelledby="employee-band">
          <h3 id="employee-band">Against the band</h3>
          {e.band ? (
            <>
              <dl className={classes.facts}>
                <dt>Compa-ratio</dt>
                <dd data-testid="employee-band-ratio">{ratio(e.band.compaRatio)}</dd>
                <dt>Range penetration</dt>
                <dd>
                  {percent(e.band.penetration)} <RangeMarker band={e.band} />
                </dd>
                <dt>Band</dt>
                <dd>
                  {money(e.band.min, currency)} / {money(e.band.mid, currency)} / {money(e.band.max, currency)} (min / target / max,{' '}
                  {e.band.metric === 'total' ? 'total pay' : 'base'})
                </dd>
                <dt>Bucket</dt>
                <dd>{e.band.bucket}</dd>
              </dl>
              <Text size="sm" c="dimmed" mt="xs">
                {bandSource(e.band, formatDate)}; as of {formatDate(result.asOf)}.
              </Text>
              {e.band.reason && (
                <Alert color="yellow" mt="xs" title="Closest band">
                  {e.band.reason}.
                </Alert>
              )}
            </>
          ) : (
            <Text>{e.bandNote}</Text>
          )}
        </section>
        <section aria-labelledby="employee-market">
          <h3 id="employee-market">Against the market</h3>
          {e.market ? (
            <>
              <dl className={classes.facts}>
                <dt>Compa-ratio</dt>
                <dd data-testid="employee-market-ratio">{ratio(e.market.compaRatio)}</dd>
                <dt>Penetration (p25–p75)</dt>
                <dd>{percent(e.market.penetration)}</dd>
                <dt>Market base</dt>
                <dd>
                  {money(e.market.base.p25, currency)} / {money(e.market.base.p50, currency)} / {money(e.market.base.p75, currency)} (p25 /
                  p50 / p75)
                </dd>
                <dt>With equity</dt>
                <dd>{e.market.equityInclusiveRatio === null ? 'Equity not known' : ratio(e.market.equityInclusiveRatio)}</dd>
              </dl>
              <Text size="sm" c="dimmed" mt="xs">
                {e.family.name}, {e.levelName}, {e.location}: {e.market.records} records from {e.market.companies} companies, as of{' '}
                {formatDate(e.market.asOf)}.
              </Text>
            </>
          ) : (
            <Text>{e.marketNote}</Text>
          )}
        </section>
      </div>
      {e.editedAt && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="employee-edited">
          Edited by hand on {formatDate(e.editedAt)}.
        </Text>
      )}
      {edit && <div className={classes.editBlock}>{edit}</div>}
    </CardSection>
  );
}
