import type { CountryCode } from '@paysight/contract/core';
import { useId } from 'react';
import {
  currencyOptions,
  dateOptions,
  FilterForm,
  LEVEL_OPTIONS,
  SegmentField,
  SelectField,
  useShownFilters,
} from '~/features/salary/components/filter-fields';
import { compareFiltersToSearch, parseCompareFilters, type CompareFilters } from '../compare-query';

/** The comparison's filters, as on the salary page (see FilterForm): level, date and currency. */
export function CompareFiltersForm({ cc, path, filters: current }: { cc: CountryCode; path: string; filters: CompareFilters }) {
  const id = useId();
  const filters = useShownFilters(path, current, (params) => parseCompareFilters(params, cc));
  return (
    <FilterForm action={path} toUrl={(params) => `${path}${compareFiltersToSearch(parseCompareFilters(params, cc))}`}>
      {(onChange) => (
        <>
          <SelectField
            id={`${id}-rosettaLevel`}
            label="Level"
            name="rosettaLevel"
            value={filters.rosettaLevel}
            options={LEVEL_OPTIONS}
            emptyLabel="All levels"
            onChange={onChange}
          />
          <SelectField
            id={`${id}-dateOffset`}
            label="Reported"
            name="dateOffset"
            value={filters.dateOffset}
            options={dateOptions(filters.dateOffset)}
            emptyLabel="Any time"
            onChange={onChange}
          />
          <SegmentField legend="Currency" name="gpayCC" value={filters.gpayCC ?? ''} options={currencyOptions(cc)} onChange={onChange} />
        </>
      )}
    </FilterForm>
  );
}
