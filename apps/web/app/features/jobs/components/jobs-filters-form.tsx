import { useId, useState, type ComponentType } from 'react';
import { paths } from '~/config/paths';
import { FilterForm, SelectField, useShownFilters } from '~/features/salary/components/filter-fields';
import salary from '~/features/salary/components/salary.module.css';
import { jobsSearch, parseJobsFilters, payUnitLabel, POSTED_OPTIONS, REMOTE_OPTIONS, type JobsFilters } from '../jobs-filters';
import controls from '~/shell/form-controls.module.css';
import classes from './jobs.module.css';
import { REGION_OPTIONS } from '~/lib/region-options';
import type { JobsSuggestKind } from '../api/suggest-jobs';
import type { JobsTypeaheadProps } from './jobs-typeahead';

/** A text filter: applied by Search (or Enter), not on every key. Remounted when the URL changes, so back and forward show it. */
function TextField(props: {
  id: string;
  label: string;
  name: string;
  value: string | number | undefined;
  placeholder: string;
  numeric?: boolean;
}) {
  const { id, label, name, value, placeholder, numeric } = props;
  return (
    <div className={salary.field}>
      <label htmlFor={id}>{label}</label>
      <input
        key={String(value ?? '')}
        id={id}
        name={name}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        className={controls.input}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        autoComplete="off"
      />
    </div>
  );
}

/**
 * A text filter with suggestions from the jobs listed now: a plain input (the form works without
 * JavaScript), which on first focus becomes a typeahead whose code loads then; the plain input
 * keeps focus and what is typed until it is ready. Remounted when the URL changes, as TextField.
 */
function SuggestField(props: {
  kind: JobsSuggestKind;
  id: string;
  label: string;
  value: string | undefined;
  placeholder: string;
  region: 'in' | 'us' | undefined;
}) {
  const { kind, id, label, placeholder, region } = props;
  const [value, setValue] = useState(props.value ?? '');
  const [Typeahead, setTypeahead] = useState<ComponentType<JobsTypeaheadProps> | null>(null);
  const enhance = () => {
    if (!Typeahead) void import('./jobs-typeahead').then((m) => setTypeahead(() => m.default));
  };
  return (
    <div className={salary.field}>
      <label htmlFor={id}>{label}</label>
      {Typeahead ? (
        <Typeahead
          kind={kind}
          id={id}
          label={label}
          name={kind}
          placeholder={placeholder}
          value={value}
          onChange={setValue}
          region={region}
        />
      ) : (
        <input
          id={id}
          name={kind}
          type="text"
          className={controls.input}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onFocus={enhance}
          onPointerEnter={() => void import('./jobs-typeahead')}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </div>
  );
}

/**
 * The jobs page's filters (see FilterForm): a GET form to /jobs that works without JavaScript;
 * with it, a choice applies at once and typed text on Search. Minimum pay is in lakhs for India
 * and thousands for the US, and needs a region.
 */
export function JobsFiltersForm({ filters: current }: { filters: JobsFilters }) {
  const id = useId();
  const path = paths.jobs();
  const filters = useShownFilters(path, current, parseJobsFilters);
  return (
    <FilterForm
      action={path}
      label="Job filters"
      className={classes.filters}
      toUrl={(params) => `${path}${jobsSearch({ ...parseJobsFilters(params), page: 1 })}`}
    >
      {(onChange) => (
        <>
          {(
            [
              ['title', 'Job title', filters.title, 'e.g. Data Scientist'],
              ['location', 'Location', filters.location, 'e.g. Bengaluru or Remote'],
              ['company', 'Company', filters.company, 'e.g. Infosys'],
            ] as const
          ).map(([kind, label, value, placeholder]) => (
            <SuggestField
              key={`${kind}:${value ?? ''}`}
              kind={kind}
              id={`${id}-${kind}`}
              label={label}
              value={value}
              placeholder={placeholder}
              region={filters.region === 'in' || filters.region === 'us' ? filters.region : undefined}
            />
          ))}
          <SelectField
            id={`${id}-remote`}
            label="Remote"
            name="remote"
            value={filters.remote}
            options={[...REMOTE_OPTIONS]}
            emptyLabel="Any"
            onChange={onChange}
          />
          <SelectField
            id={`${id}-region`}
            label="Region"
            name="region"
            value={filters.region}
            options={REGION_OPTIONS}
            emptyLabel="India and US"
            onChange={onChange}
          />
          <TextField
            id={`${id}-payMin`}
            label={filters.region ? `Min. pay (${payUnitLabel(filters.region)})` : 'Minimum pay'}
            name="payMin"
            value={filters.payMin}
            placeholder={filters.region === 'us' ? 'e.g. 150' : filters.region === 'in' ? 'e.g. 20' : 'Pick a region first'}
            numeric
          />
          <SelectField
            id={`${id}-posted`}
            label="Posted"
            name="posted"
            value={filters.posted}
            options={[...POSTED_OPTIONS]}
            emptyLabel="Any time"
            onChange={onChange}
          />
          <button type="submit" className={`${controls.button} ${classes.searchButton}`}>
            Search
          </button>
        </>
      )}
    </FilterForm>
  );
}
