import { EXPERIENCE_BRACKETS, type CountryCode } from '@paysight/contract/core';
import { useId } from 'react';
import { filtersToSearch, humanizeSlug, parseFilters, type SalaryFilters } from '../salary-filters';
import type { SalaryStats } from '../salary-text';
import { CurrencyField, FilterForm, LevelField, ReportedField, SegmentField, SelectField, useShownFilters } from './filter-fields';

export interface SalaryFiltersFormProps {
  cc: CountryCode;
  /** The page's path, without query. */
  path: string;
  filters: SalaryFilters;
  locations: SalaryStats['byLocation'];
  /** The slice's most common skills (bySkill): the skill filter's choices. */
  skills: SalaryStats['bySkill'];
}

const YOE_OPTIONS = EXPERIENCE_BRACKETS.map((b) => ({ value: b, label: `${b} years` }));
const VIEW_OPTIONS = [
  { value: '', label: 'Yearly' },
  { value: 'first-year', label: 'First year' },
];

/** The salary page's filters (see FilterForm): level, experience, location, skill, date, currency and the yearly / first-year view. */
export function SalaryFiltersForm({ cc, path, filters: current, locations, skills }: SalaryFiltersFormProps) {
  const id = useId();
  const filters = useShownFilters(path, current, (params) => parseFilters(params, cc));
  // The list only holds locations with enough salaries; keep the chosen one even if it is not among them.
  const locationOptions = locations.map((l) => ({ value: l.key, label: l.label }));
  if (filters.location && !locations.some((l) => l.key === filters.location)) {
    locationOptions.push({ value: filters.location, label: humanizeSlug(filters.location.replace(/-(in|us)$/, '')) });
  }
  const skillOptions = skills.map((s) => ({ value: s.key, label: s.label }));
  if (filters.skill && !skills.some((s) => s.key === filters.skill)) {
    skillOptions.push({ value: filters.skill, label: humanizeSlug(filters.skill) });
  }

  const selects = [
    { name: 'yoe', label: 'Experience', options: YOE_OPTIONS, emptyLabel: 'Any experience' },
    { name: 'location', label: 'Location', options: locationOptions, emptyLabel: 'All locations' },
    { name: 'skill', label: 'Skill', options: skillOptions, emptyLabel: 'Any skill' },
  ] as const;

  return (
    <FilterForm action={path} toUrl={(params) => `${path}${filtersToSearch({ ...parseFilters(params, cc), page: 1 })}`}>
      {(onChange) => (
        <>
          <LevelField id={id} value={filters.rosettaLevel} onChange={onChange} />
          {selects.map(({ name, label, options, emptyLabel }) => (
            <SelectField
              key={name}
              id={`${id}-${name}`}
              label={label}
              name={name}
              value={filters[name]}
              options={options}
              emptyLabel={emptyLabel}
              onChange={onChange}
            />
          ))}
          <ReportedField id={id} value={filters.dateOffset} onChange={onChange} />
          <CurrencyField cc={cc} value={filters.gpayCC} onChange={onChange} />
          <SegmentField legend="Pay" name="view" value={filters.view ?? ''} options={VIEW_OPTIONS} onChange={onChange} />
        </>
      )}
    </FilterForm>
  );
}
