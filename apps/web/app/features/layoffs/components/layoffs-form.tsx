import { US_STATES } from '@paysight/contract/core';
import { useId, type FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { paths } from '~/config/paths';
import controls from '~/shell/form-controls.module.css';
import blocks from '~/shell/page-blocks.module.css';
import segments from '~/shell/segments.module.css';
import { layoffsHref, parseLayoffsQuery, type LayoffsQuery } from '../layoffs-query';
import salary from '~/features/salary/components/salary.module.css';
import classes from './layoffs.module.css';

const MEASURES = [
  { value: 'notices', label: 'Notices' },
  { value: 'jobs', label: 'Jobs' },
] as const;

/**
 * The filters of /layoffs: a GET form that works without JavaScript (Show notices submits it to
 * the page); with JavaScript it navigates to the clean URL, a choice of state, closures or measure
 * at once. Text and dates are applied with the button (or Enter), not on every key.
 */
export function LayoffsForm({ query }: { query: LayoffsQuery }) {
  const id = useId();
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
    void navigate(layoffsHref({ ...parseLayoffsQuery(params), page: 1 }), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const applyNow = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  // Uncontrolled text and dates, reset to the URL's values when it changes.
  const key = layoffsHref(query);
  return (
    <Form method="get" action={paths.layoffs()} className={classes.filters} aria-label="Layoff filters" onSubmit={onSubmit} key={key}>
      <div className={salary.field}>
        <label htmlFor={`${id}-company`}>Company</label>
        <input
          id={`${id}-company`}
          name="company"
          type="search"
          className={controls.input}
          defaultValue={query.company ?? ''}
          placeholder="e.g. Amazon"
          maxLength={120}
          autoComplete="organization"
        />
      </div>
      <div className={salary.field}>
        <label htmlFor={`${id}-state`}>State</label>
        <select id={`${id}-state`} name="state" className={salary.select} defaultValue={query.state ?? ''} onChange={applyNow}>
          <option value="">All states</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className={salary.field}>
        <label htmlFor={`${id}-from`}>Notices from</label>
        <input id={`${id}-from`} name="from" type="date" className={controls.input} defaultValue={query.from ?? ''} />
      </div>
      <div className={salary.field}>
        <label htmlFor={`${id}-to`}>to</label>
        <input id={`${id}-to`} name="to" type="date" className={controls.input} defaultValue={query.to ?? ''} />
      </div>
      <label className={classes.check}>
        <input type="checkbox" name="closures" value="1" defaultChecked={query.closures} onChange={applyNow} />
        Closures only
      </label>
      <fieldset className={`${blocks.fieldset} ${classes.measure}`}>
        <legend>Colour the map by</legend>
        <div className={segments.segments}>
          {MEASURES.map((m) => (
            <label key={m.value} className={`${segments.segment} ${salary.segment}`}>
              <input type="radio" name="measure" value={m.value} defaultChecked={query.measure === m.value} onChange={applyNow} />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={controls.button}>
        Show notices
      </button>
    </Form>
  );
}
