import type { api } from '@paysight/contract';
import type { SalaryView } from '@paysight/contract/core';
import type { ChangeEvent, FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { ApplyWithoutScript, SegmentField } from '~/features/salary/components/filter-fields';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { formatDay } from '~/features/salary/salary-text';
import { MAX_COMPARED, offersSearch } from '../offers-query';
import { bestColumn, COMPARE_ROWS, moneyOf, offerFacts, offerName, ordinal, VIEW_TEXT, type OfferDetail } from '../offers-text';
import classes from './offers.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

const VIEW_OPTIONS = [
  { value: '', label: 'Yearly' },
  { value: 'first-year', label: 'First year' },
];

/**
 * Which offers to compare (up to three) and the yearly / first-year view: a GET form, so the
 * choice lives in the URL and works without JavaScript (Apply); with it, every change applies at once.
 */
export function ComparePicker({ offers, compared, view }: { offers: api.OfferData[]; compared: string[]; view: SalaryView }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const ids = data.getAll('compare').filter((v): v is string => typeof v === 'string');
    void navigate(`/offers${offersSearch({ compare: ids, view: data.get('view') === 'first-year' ? 'first-year' : 'yearly' })}`, {
      preventScrollReset: true,
    });
  };
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (e.currentTarget.form) apply(e.currentTarget.form);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const full = compared.length >= MAX_COMPARED;
  return (
    <Form method="get" action="/offers" className={`${blocks.inline} ${classes.picker}`} aria-label="Offers to compare" onSubmit={onSubmit}>
      <fieldset className={classes.pickList}>
        <legend>Compare up to {MAX_COMPARED} offers</legend>
        {offers.map((o) => {
          const checked = compared.includes(o.id);
          return (
            <label key={o.id} className={classes.pick} data-checked={checked || undefined}>
              <input type="checkbox" name="compare" value={o.id} checked={checked} disabled={!checked && full} onChange={onChange} />
              <span className={classes.pickName}>{offerName(o)}</span>
              <span className={classes.pickMeta}>
                {moneyOf(o)(o.total)} a year · added {formatDay(o.createdAt.slice(0, 10))}
              </span>
            </label>
          );
        })}
      </fieldset>
      <SegmentField legend="Pay" name="view" value={view === 'first-year' ? 'first-year' : ''} options={VIEW_OPTIONS} onChange={onChange} />
      <ApplyWithoutScript />
    </Form>
  );
}

/** The compared offers side by side: each component per view, its percentile rank, and which offer leads. */
export function OffersCompare({ details, view }: { details: OfferDetail[]; view: SalaryView }) {
  const rows = COMPARE_ROWS[view];
  const currencies = details.map((d) => d.offer.currency);
  const mixed = new Set(currencies).size > 1;
  return (
    <CardSection id="compare-title" title={details.length > 1 ? 'Side by side' : 'Your offer'}>
      <p className={blocks.sectionNote}>
        {VIEW_TEXT[view]} The percentile is the offer’s place among salaries of its own market slice.
        {mixed ? ' These offers are in different currencies, so no column is marked as the highest.' : ''}
      </p>
      <ScrollTable
        className={classes.compareTable}
        testId="offers-compare"
        head={
          <>
            <th scope="col">
              <span className={blocks.srOnly}>Component</span>
            </th>
            {details.map((d) => (
              <th scope="col" key={d.offer.id} className={classes.compareHead}>
                <span className={classes.compareName}>{offerName(d.offer)}</span>
                <span className={classes.compareFacts}>{offerFacts(d.offer) || d.offer.currency}</span>
              </th>
            ))}
          </>
        }
      >
        {rows.map((row) => {
          const cells = details.map((d) => row.cell(d));
          const best = bestColumn(cells, currencies);
          return (
            <tr key={row.key} data-total={row.total || undefined}>
              <th scope="row">{row.label}</th>
              {cells.map((c, i) => (
                <td key={details[i]!.offer.id} data-best={best === i || undefined} className={classes.compareCell}>
                  <span className={classes.compareValue}>{moneyOf(details[i]!.offer)(c.value)}</span>
                  {c.rank !== null && <span className={classes.compareRank}>{ordinal(c.rank)} percentile</span>}
                </td>
              ))}
            </tr>
          );
        })}
      </ScrollTable>
    </CardSection>
  );
}
