import { STANDARD_LEVELS, type CountryCode } from '@paysight/contract/core';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { DATE_RANGES } from '../salary-filters';
import { REGION_OPTIONS } from '~/lib/region-options';
import blocks from '~/shell/page-blocks.module.css';
import controls from '~/shell/form-controls.module.css';
import classes from './salary.module.css';
import segments from '~/shell/segments.module.css';

/**
 * The filter forms of the salary, comparison and leaderboard pages, one way: a GET form that
 * without JavaScript submits to the same page (Apply), and with it navigates at once on every
 * change to a clean URL. Fields are controlled by the URL (or the one being loaded, so a choice
 * shows at once and back/forward update them).
 */

export interface Option {
  value: string;
  label: string;
}

type FieldChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;

/**
 * The values the form shows: the URL being loaded when it is this page, else the current one.
 * `parse` reads a query string into the page's filters.
 */
export function useShownFilters<F>(path: string, current: F, parse: (params: URLSearchParams) => F): F {
  const navigation = useNavigation();
  return navigation.location?.pathname === path ? parse(new URLSearchParams(navigation.location.search)) : current;
}

export function FilterForm({
  action,
  toUrl,
  label = 'Filters',
  className,
  children,
}: {
  /** The page's path: where the form submits without JavaScript. */
  action: string;
  /** The clean URL for the form's non-empty fields. */
  toUrl: (params: URLSearchParams) => string;
  label?: string;
  /** Added to the grid: a page's class that sets its desktop columns (--filter-columns). */
  className?: string;
  children: (onChange: FieldChange) => ReactNode;
}) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(key, value); // a repeated name (several companies) keeps each
    void navigate(toUrl(params), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange: FieldChange = (event) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  return (
    <Form
      method="get"
      action={action}
      className={className ? `${classes.filters} ${className}` : classes.filters}
      aria-label={label}
      onSubmit={onSubmit}
    >
      {children(onChange)}
      <ApplyWithoutScript />
    </Form>
  );
}

/** The Apply button of a form whose fields apply themselves once JavaScript runs: there only before it does (or without it). */
export function ApplyWithoutScript() {
  return (
    <noscript>
      <button type="submit" className={controls.button}>
        Apply
      </button>
    </noscript>
  );
}

/** A labelled native select; `emptyLabel` adds the "no filter" choice. */
export function SelectField(props: {
  id: string;
  label: string;
  name: string;
  value: string | number | undefined;
  options: Option[];
  emptyLabel?: string;
  onChange: FieldChange;
}) {
  const { id, label, name, value, options, emptyLabel, onChange } = props;
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={classes.select} value={value ?? ''} onChange={onChange}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Two or more radio buttons drawn as a segmented control. */
export function SegmentField(props: {
  legend: string;
  name: string;
  value: string;
  options: Option[];
  onChange: FieldChange;
  className?: string;
}) {
  const { legend, name, value, options, onChange, className } = props;
  return (
    <fieldset className={`${blocks.fieldset} ${classes.currency}${className ? ` ${className}` : ''}`}>
      <legend>{legend}</legend>
      <div className={segments.segments}>
        {options.map((o) => (
          <label key={o.value} className={`${segments.segment} ${classes.segment}`}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={onChange} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const LEVEL_OPTIONS: Option[] = STANDARD_LEVELS.map((l) => ({ value: String(l.level), label: l.name }));

/** "Last 12 months", "Last 24 months", and a hand-written value from the URL when it is another. */
export function dateOptions(current: number | undefined): Option[] {
  const months: number[] = current && !(DATE_RANGES as readonly number[]).includes(current) ? [...DATE_RANGES, current] : [...DATE_RANGES];
  return months.map((m) => ({ value: String(m), label: `Last ${m} months` }));
}

const currencyLabel = (cc: CountryCode) => (cc === 'in' ? '₹ INR' : '$ USD');

/** The page's own currency (an empty gpayCC) and the other country's. */
export function currencyOptions(cc: CountryCode): Option[] {
  const other: CountryCode = cc === 'in' ? 'us' : 'in';
  return [
    { value: '', label: currencyLabel(cc) },
    { value: other, label: currencyLabel(other) },
  ];
}

/** The standard-level filter (rosettaLevel), with "All levels". */
export const LevelField = ({ id, value, onChange }: { id: string; value: number | undefined; onChange: FieldChange }) => (
  <SelectField
    id={`${id}-rosettaLevel`}
    label="Level"
    name="rosettaLevel"
    value={value}
    options={LEVEL_OPTIONS}
    emptyLabel="All levels"
    onChange={onChange}
  />
);

/** The "reported in the last N months" filter (dateOffset), with "Any time". */
export const ReportedField = ({ id, value, onChange }: { id: string; value: number | undefined; onChange: FieldChange }) => (
  <SelectField
    id={`${id}-dateOffset`}
    label="Reported"
    name="dateOffset"
    value={value}
    options={dateOptions(value)}
    emptyLabel="Any time"
    onChange={onChange}
  />
);

/** The currency switch (gpayCC): the page's own or the other country's. */
export const CurrencyField = ({ cc, value, onChange }: { cc: CountryCode; value: CountryCode | undefined; onChange: FieldChange }) => (
  <SegmentField legend="Currency" name="gpayCC" value={value ?? ''} options={currencyOptions(cc)} onChange={onChange} />
);

/** The region switch (cc): India or the United States (a full row below desktop, as every segment field). */
export const RegionField = ({ value, onChange }: { value: CountryCode; onChange: FieldChange }) => (
  <SegmentField legend="Region" name="cc" value={value} options={REGION_OPTIONS} onChange={onChange} />
);
