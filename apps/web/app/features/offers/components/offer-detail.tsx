import type { api } from '@paysight/contract';
import { Button, Checkbox } from '@mantine/core';
import { formatAmount, type SalaryView, groupDigits } from '@paysight/contract/core';
import { placeLabels } from '~/lib/label-layout';
import { BarLegend, LEGEND_BOX, LEGEND_MEDIAN, PercentileLabels, YouMark } from '~/features/salary/components/percentile-labels';
import blocks from '~/shell/page-blocks.module.css';
import salary from '~/features/salary/components/salary.module.css';
import { formatDay } from '~/features/salary/salary-text';
import {
  BAR_COMPONENTS,
  COUNT_LABEL,
  deadlineText,
  moneyOf,
  offerFacts,
  offerName,
  ordinal,
  SHARING_STATEMENT,
  sharingText,
  type OfferDetail,
} from '../offers-text';
import { IntentForm } from '~/shell/intent-form';
import { usePendingIntent } from '~/lib/pending-intent';
import classes from './offers.module.css';

const at = (v: number, max: number) => Math.round(Math.min(100, Math.max(0, (v / max) * 100)) * 100) / 100;
const pct = (v: number, max: number) => `${at(v, max).toFixed(2)}%`;

/**
 * The member's choice for this offer: a plain POST form (works before JavaScript) with the switch
 * as it stands, the statement of what counting shares, and where the offer stands now.
 */
function SharingChoice({ offer }: { offer: api.OfferData }) {
  const saving = usePendingIntent()('sharing', { offerId: offer.id });
  const statement = `sharing-${offer.id}`;
  return (
    <IntentForm
      intent="sharing"
      fields={{ offerId: offer.id }}
      className={classes.sharing}
      aria-label={`Sharing of ${offerName(offer)}`}
      data-testid="offer-sharing"
    >
      {/* A box that says it is a switch: on or off, and the page's stylesheet already has it. */}
      <Checkbox
        role="switch"
        name="countInFigures"
        label={COUNT_LABEL}
        defaultChecked={offer.countInFigures}
        aria-describedby={statement}
        description={sharingText(offer)}
      />
      <p className={classes.note} id={statement}>
        {SHARING_STATEMENT}
      </p>
      <div>
        <Button type="submit" variant="default" size="xs" loading={saving}>
          Save this choice
        </Button>
      </div>
    </IntentForm>
  );
}

/** One component against its market: the middle half (box), median, 90th percentile and where the offer sits. */
function ComponentBar({ c, money }: { c: api.ComponentAnalysis; money: (v: number) => string }) {
  const m = c.market!;
  const max = Math.max(m.p90, c.value, 1) * 1.08;
  return (
    <div className={classes.bar} data-testid={`analysis-${c.key}`}>
      <div className={salary.barHead}>
        <span className={salary.barName}>{c.label}</span>
        <span>
          <strong>{money(c.value)}</strong>{' '}
          <span className={`${blocks.pill} ${classes.rank}`} data-below={c.value < m.p50 || undefined}>
            {ordinal(c.percentileRank ?? 0)} percentile
          </span>
        </span>
      </div>
      <div className={salary.track} aria-hidden="true">
        <span className={salary.box} style={{ left: pct(m.p25, max), width: `calc(${pct(m.p75, max)} - ${pct(m.p25, max)})` }} />
        <span className={salary.medianMark} style={{ left: pct(m.p50, max) }} />
        <span className={classes.p90Mark} style={{ left: pct(m.p90, max) }} />
        <YouMark at={pct(c.value, max)} />
      </div>
      <PercentileLabels
        name={`${c.label}: market percentiles`}
        labels={placeLabels(
          (
            [
              ['p25', '25th'],
              ['p50', 'Median'],
              ['p75', '75th'],
              ['p90', '90th'],
            ] as const
          ).map(([key, label]) => ({ key, label, value: money(m[key]), at: at(m[key], max) })),
        )}
      />
    </div>
  );
}

function MarketSection({ analysis, view, money }: { analysis: api.OfferAnalysis; view: SalaryView; money: (v: number) => string }) {
  const { slice } = analysis;
  const shown = BAR_COMPONENTS[view].map((k) => analysis.components.find((c) => c.key === k)!).filter(Boolean);
  const compared = shown.filter((c) => c.market);
  const missing = shown.filter((c) => !c.market);
  return (
    <section className={classes.block} aria-label="Against the market">
      <h4 className={classes.subTitle}>Against the market</h4>
      <p className={classes.sliceLine} data-testid="analysis-slice">
        {slice.comparable ? (
          <>
            Compared with <strong>{slice.label}</strong>: {groupDigits(slice.count)} salaries.{' '}
            {slice.confidence && (
              <>
                <span className={salary.confidence} data-level={slice.confidence.label}>
                  {slice.confidence.label}
                </span>
                <span className={salary.reason}>{slice.confidence.reason}</span>
              </>
            )}
          </>
        ) : (
          <strong>No comparison yet.</strong>
        )}
      </p>
      {slice.note && <p className={classes.note}>{slice.note}</p>}
      {compared.length > 0 && (
        <>
          <div className={`${blocks.columns} ${classes.bars}`}>
            {compared.map((c) => (
              <ComponentBar key={c.key} c={c} money={money} />
            ))}
          </div>
          <BarLegend items={[LEGEND_BOX, LEGEND_MEDIAN, [classes.swatchP90, '90th'], [classes.swatchOffer, 'Your offer']]} />
        </>
      )}
      {slice.comparable && missing.length > 0 && (
        <p className={classes.note}>
          Too few salaries in this slice report {missing.map((c) => c.label.toLowerCase()).join(', ')} to compare.
        </p>
      )}
    </section>
  );
}

function VestingSection({ vesting, money }: { vesting: NonNullable<api.OfferAnalysis['vesting']>; money: (v: number) => string }) {
  const maxPct = Math.max(...vesting.schedule.map((y) => y.percent), 1);
  return (
    <section className={classes.block} aria-label="Vesting schedule">
      <h4 className={classes.subTitle}>Vesting schedule</h4>
      <p className={classes.note}>
        {money(vesting.totalStocks)} granted{vesting.assumed ? ', assumed to vest evenly over four years' : ''}.
      </p>
      <ol className={classes.vesting} data-testid="vesting-schedule">
        {vesting.schedule.map((y) => (
          <li key={y.year}>
            <span className={classes.vestYear}>Year {y.year}</span>
            <span className={classes.vestTrack} aria-hidden="true">
              <span className={classes.vestFill} style={{ width: pct(y.percent, maxPct) }} />
            </span>
            <span className={classes.vestAmount}>
              {money(y.amount)} <span className={blocks.dim}>({y.percent}%)</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function InHandSection({ inHand }: { inHand: api.InHandEstimate }) {
  const rupees = (v: number) => formatAmount(v, 'in');
  const rows: Array<[string, number, string?]> = [
    ['Fixed pay (CTC)', inHand.fixedCtc],
    ['Basic (40% of fixed)', inHand.basic],
    ['Employer PF (in CTC, not paid out)', -inHand.employerPf],
    ['Gratuity (in CTC, not paid out)', -inHand.gratuity],
    ['Gross salary paid', inHand.grossSalary],
    ['Employee PF', -inHand.employeePf],
    ['Professional tax', -inHand.professionalTax],
    ['Income tax on fixed pay', -inHand.taxOnFixed],
  ];
  return (
    <section className={classes.block} aria-label="In-hand pay">
      <h4 className={classes.subTitle}>In-hand pay</h4>
      <div className={classes.inHandHead}>
        <div>
          <div className={blocks.figureLabel}>Monthly in-hand (fixed pay)</div>
          <div className={classes.inHandFigure} data-testid="in-hand-monthly">
            {rupees(inHand.monthlyInHand)}
          </div>
        </div>
        <div>
          <div className={blocks.figureLabel}>First-year take-home (with bonus and joining bonus)</div>
          <div className={classes.inHandFigure} data-testid="in-hand-yearly">
            {rupees(inHand.yearlyTakeHome)}
          </div>
        </div>
      </div>
      <table className={`${salary.table} ${classes.inHandTable}`}>
        <caption className={blocks.srOnly}>From CTC to in-hand pay, per year</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={blocks.num}>{value < 0 ? `− ${rupees(-value)}` : rupees(value)}</td>
            </tr>
          ))}
          {inHand.lumpSums > 0 && (
            <tr>
              <th scope="row">Bonus and joining bonus, after the extra tax</th>
              <td className={blocks.num}>{rupees(inHand.lumpSums - (inHand.taxOnAll - inHand.taxOnFixed))}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p className={classes.note}>{inHand.regime}.</p>
    </section>
  );
}

function Checklist({ checklist, money }: { checklist: api.NegotiateChecklist; money: (v: number) => string }) {
  return (
    <section className={classes.block} aria-label="Negotiation checklist">
      <h4 className={classes.subTitle}>Negotiation checklist</h4>
      {checklist.belowMedian.length > 0 ? (
        <p className={classes.note}>
          Below the median: {checklist.belowMedian.map((b) => `${b.label.toLowerCase()} by ${money(b.gap)} (${b.gapPercent}%)`).join('; ')}.
        </p>
      ) : (
        <p className={classes.note}>Nothing is below the market median that we can compare.</p>
      )}
      <ol className={classes.checklist} data-testid="negotiate-checklist">
        {checklist.items.map((item, i) => (
          <li key={`${item.kind}-${item.component ?? i}`}>
            <div className={classes.ask}>{item.ask}</div>
            <div className={classes.reason}>{item.reason}</div>
            {item.target !== null && <div className={classes.target}>Target: {money(item.target)}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One offer in full: how it sits in its market, its vesting, India's in-hand pay, what was assumed, and what to ask for. */
export function OfferDetailCard({ detail, view, today }: { detail: OfferDetail; view: SalaryView; today: string }) {
  const { offer, analysis, checklist } = detail;
  const money = moneyOf(offer);
  const facts = offerFacts(offer);
  return (
    <article className={`${blocks.card} ${classes.detail}`} aria-labelledby={`offer-${offer.id}`} data-testid="offer-detail">
      <header className={classes.detailHead}>
        <div>
          <h3 className={classes.detailTitle} id={`offer-${offer.id}`}>
            {offerName(offer)}
          </h3>
          {facts && <div className={classes.facts}>{facts}</div>}
        </div>
        <div className={classes.detailMeta}>
          {offer.date && <div>Offered {formatDay(offer.date)}</div>}
          {offer.deadline && (
            <div>
              Answer by {formatDay(offer.deadline)} ({deadlineText(offer.deadline, today)})
            </div>
          )}
        </div>
      </header>
      <SharingChoice offer={offer} />
      {analysis ? (
        <>
          <MarketSection analysis={analysis} view={view} money={money} />
          <div className={`${blocks.columns} ${classes.split}`}>
            {analysis.vesting && <VestingSection vesting={analysis.vesting} money={money} />}
            {analysis.inHand && <InHandSection inHand={analysis.inHand} />}
          </div>
          {checklist && <Checklist checklist={checklist} money={money} />}
          <details className={classes.assumptions} open>
            <summary>Assumptions behind these figures ({analysis.assumptions.length})</summary>
            <ul data-testid="assumptions">
              {analysis.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className={classes.note}>The analysis could not be loaded; reload the page to try again.</p>
      )}
    </article>
  );
}
