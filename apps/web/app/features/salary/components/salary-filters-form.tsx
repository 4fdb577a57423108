import { EXPERIENCE_BRACKETS, STANDARD_LEVELS, type CountryCode } from '@paysight/contract/core';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { DATE_RANGES, filtersToSearch, humanizeSlug, parseFilters, type SalaryFilters } from '../salary-filters';
import type { SalaryStats } from '../salary-text';
import classes from './salary.module.css';

export interface SalaryFiltersFormProps {
  cc: CountryCode;
  /** The page's path, without query. */
  path: string;
  filters: SalaryFilters;
  locations: SalaryStats['byLocation'];
}

const currencyLabel = (cc: CountryCode) => (cc === 'in' ? '₹ INR' : '$ USD');

/**
 * A GET form: without JavaScript it submits to the same page (Apply); with it, every change
 * navigates at once to a clean URL (empty fields left out, back to page 1). The fields show the
 * URL (controlled, so back and forward update them), or the one being loaded, so a choice shows
 * at once and the field keeps focus.
 */
export function SalaryFiltersForm({ cc, path, filters: current, locations }: SalaryFiltersFormProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const id = useId();
  const filters = navigation.location?.pathname === path ? parseFilters(new URLSearchParams(navigation.location.search), cc) : current;
  const other: CountryCode = cc === 'in' ? 'us' : 'in';
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.set(key, value);
    void navigate(`${path}${filtersToSearch({ ...parseFilters(params, cc), page: 1 })}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  // The list only holds locations with enough salaries; keep the chosen one even if it is not among them.
  const locationOptions =
    filters.location && !locations.some((l) => l.key === filters.location)
      ? [...locations, { key: filters.location, label: humanizeSlug(filters.location.replace(/-(in|us)$/, '')) }]
      : locations;
  const dateOptions: number[] =
    filters.dateOffset && !(DATE_RANGES as readonly number[]).includes(filters.dateOffset)
      ? [...DATE_RANGES, filters.dateOffset]
      : [...DATE_RANGES];

  return (
    <Form method="get" action={path} className={classes.filters} aria-label="Filters" onSubmit={onSubmit}>
      <div className={classes.field}>
        <label htmlFor={`${id}-rosettaLevel`}>Level</label>
        <select
          id={`${id}-rosettaLevel`}
          name="rosettaLevel"
          className={classes.select}
          value={filters.rosettaLevel ?? ''}
          onChange={onChange}
        >
          <option value="">All levels</option>
          {STANDARD_LEVELS.map((l) => (
            <option key={l.level} value={l.level}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={`${id}-yoe`}>Experience</label>
        <select id={`${id}-yoe`} name="yoe" className={classes.select} value={filters.yoe ?? ''} onChange={onChange}>
          <option value="">Any experience</option>
          {EXPERIENCE_BRACKETS.map((b) => (
            <option key={b} value={b}>
              {b} years
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={`${id}-location`}>Location</label>
        <select id={`${id}-location`} name="location" className={classes.select} value={filters.location ?? ''} onChange={onChange}>
          <option value="">All locations</option>
          {locationOptions.map((l) => (
            <option key={l.key} value={l.key}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={`${id}-dateOffset`}>Reported</label>
        <select id={`${id}-dateOffset`} name="dateOffset" className={classes.select} value={filters.dateOffset ?? ''} onChange={onChange}>
          <option value="">Any time</option>
          {dateOptions.map((m) => (
            <option key={m} value={m}>
              Last {m} months
            </option>
          ))}
        </select>
      </div>
      <fieldset className={classes.currency}>
        <legend>Currency</legend>
        <div className={classes.segments}>
          <label className={classes.segment}>
            <input type="radio" name="gpayCC" value="" checked={!filters.gpayCC} onChange={onChange} />
            {currencyLabel(cc)}
          </label>
          <label className={classes.segment}>
            <input type="radio" name="gpayCC" value={other} checked={filters.gpayCC === other} onChange={onChange} />
            {currencyLabel(other)}
          </label>
        </div>
      </fieldset>
      <fieldset className={classes.currency}>
        <legend>Pay</legend>
        <div className={classes.segments}>
          <label className={classes.segment}>
            <input type="radio" name="view" value="" checked={!filters.view} onChange={onChange} />
            Yearly
          </label>
          <label className={classes.segment}>
            <input type="radio" name="view" value="first-year" checked={filters.view === 'first-year'} onChange={onChange} />
            First year
          </label>
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={classes.apply}>
          Apply
        </button>
      </noscript>
    </Form>
  );
}
