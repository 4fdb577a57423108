import { useId } from 'react';
import { FilterForm, RegionField, SelectField, useShownFilters } from '~/features/salary/components/filter-fields';
import { benefitsHref, MAX_COMPARED, parseBenefitsQuery, type BenefitsQuery } from '../benefits-query';
import classes from './benefits.module.css';

const PATH = '/benefits';

/** The region and up to three companies (those with figures, and any asked for); a GET form that works without JavaScript. */
export function BenefitsForm({
  query: current,
  companies,
}: {
  query: BenefitsQuery;
  companies: readonly { name: string; slug: string }[];
}) {
  const id = useId();
  const query = useShownFilters(PATH, current, parseBenefitsQuery);
  const options = companies.map((c) => ({ value: c.slug, label: c.name }));
  return (
    <FilterForm
      action={PATH}
      toUrl={(params) => benefitsHref(parseBenefitsQuery(params))}
      label="Companies to compare"
      className={classes.filters}
    >
      {(onChange) => (
        <>
          <RegionField value={query.cc} onChange={onChange} />
          {Array.from({ length: MAX_COMPARED }, (_, i) => (
            <SelectField
              key={i}
              id={`${id}-c${i}`}
              label={`Company ${i + 1}`}
              name="c"
              value={query.companies[i]}
              options={options}
              emptyLabel="None"
              onChange={onChange}
            />
          ))}
        </>
      )}
    </FilterForm>
  );
}
