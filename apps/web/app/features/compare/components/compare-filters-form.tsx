import type { CountryCode } from '@paysight/contract/core';
import { useId } from 'react';
import { CurrencyField, FilterForm, LevelField, ReportedField, useShownFilters } from '~/features/salary/components/filter-fields';
import { compareFiltersToSearch, parseCompareFilters, type CompareFilters } from '../compare-query';

/** The comparison's filters, as on the salary page (see FilterForm): level, date and currency. */
export function CompareFiltersForm({ cc, path, filters: current }: { cc: CountryCode; path: string; filters: CompareFilters }) {
  const id = useId();
  const filters = useShownFilters(path, current, (params) => parseCompareFilters(params, cc));
  return (
    <FilterForm action={path} toUrl={(params) => `${path}${compareFiltersToSearch(parseCompareFilters(params, cc))}`}>
      {(onChange) => (
        <>
          <LevelField id={id} value={filters.rosettaLevel} onChange={onChange} />
          <ReportedField id={id} value={filters.dateOffset} onChange={onChange} />
          <CurrencyField cc={cc} value={filters.gpayCC} onChange={onChange} />
        </>
      )}
    </FilterForm>
  );
}
