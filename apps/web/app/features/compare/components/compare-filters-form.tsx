import { STANDARD_LEVELS, type CountryCode } from '@paysight/contract/core';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import salary from '~/features/salary/components/salary.module.css';
import { DATE_RANGES } from '~/features/salary/salary-filters';
import { compareFiltersToSearch, parseCompareFilters, type CompareFilters } from '../compare-query';

const currencyLabel = (cc: CountryCode) => (cc === 'in' ? '₹ INR' : '$ USD');

/**
 * The comparison's filters, as on the salary page: a GET form that submits to the same page
 * without JavaScript (Apply) and with it navigates at once on every change, to a clean URL.
 * The fields show the URL being loaded, so a choice shows at once.
 */
export function CompareFiltersForm({ cc, path, filters: current }: { cc: CountryCode; path: string; filters: CompareFilters }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const id = useId();
  const filters =
    navigation.location?.pathname === path ? parseCompareFilters(new URLSearchParams(navigation.location.search), cc) : current;
  const other: CountryCode = cc === 'in' ? 'us' : 'in';
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.set(key, value);
    void navigate(`${path}${compareFiltersToSearch(parseCompareFilters(params, cc))}`, { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const dateOptions: number[] =
    filters.dateOffset && !(DATE_RANGES as readonly number[]).includes(filters.dateOffset)
      ? [...DATE_RANGES, filters.dateOffset]
      : [...DATE_RANGES];

  return (
    <Form method="get" action={path} className={salary.filters} aria-label="Filters" onSubmit={onSubmit}>
      <div className={salary.field}>
        <label htmlFor={`${id}-rosettaLevel`}>Level</label>
        <select
          id={`${id}-rosettaLevel`}
          name="rosettaLevel"
          className={salary.select}
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
      <div className={salary.field}>
        <label htmlFor={`${id}-dateOffset`}>Reported</label>
        <select id={`${id}-dateOffset`} name="dateOffset" className={salary.select} value={filters.dateOffset ?? ''} onChange={onChange}>
          <option value="">Any time</option>
          {dateOptions.map((m) => (
            <option key={m} value={m}>
              Last {m} months
            </option>
          ))}
        </select>
      </div>
      <fieldset className={salary.currency}>
        <legend>Currency</legend>
        <div className={salary.segments}>
          <label className={salary.segment}>
            <input type="radio" name="gpayCC" value="" checked={!filters.gpayCC} onChange={onChange} />
            {currencyLabel(cc)}
          </label>
          <label className={salary.segment}>
            <input type="radio" name="gpayCC" value={other} checked={filters.gpayCC === other} onChange={onChange} />
            {currencyLabel(other)}
          </label>
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={salary.apply}>
          Apply
        </button>
      </noscript>
    </Form>
  );
}
