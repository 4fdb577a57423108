import { useId } from 'react';
import { paths } from '~/config/paths';
import { FilterForm, LEVEL_OPTIONS, RegionField, SelectField, useShownFilters } from '~/features/salary/components/filter-fields';
import { parseLeaderboardQuery, titleOptions, type LeaderboardQuery } from '../leaderboard-query';
import classes from './leaderboard.module.css';

const PATH = paths.leaderboard();

/** Region, title and level for /leaderboard (see FilterForm). */
export function LeaderboardForm({ query: current, titleName }: { query: LeaderboardQuery; titleName: string }) {
  const id = useId();
  const query = useShownFilters(PATH, current, parseLeaderboardQuery);
  const titles = titleOptions({ slug: current.title, name: titleName }).map((t) => ({ value: t.slug, label: t.name }));
  return (
    <FilterForm
      action={PATH}
      toUrl={(params) => paths.leaderboard(parseLeaderboardQuery(params))}
      label="Leaderboard filters"
      className={classes.filters}
    >
      {(onChange) => (
        <>
          <RegionField value={query.cc} onChange={onChange} />
          <SelectField id={`${id}-title`} label="Title" name="title" value={query.title} options={titles} onChange={onChange} />
          <SelectField
            id={`${id}-level`}
            label="Level"
            name="level"
            value={query.level}
            options={LEVEL_OPTIONS}
            emptyLabel="All levels"
            onChange={onChange}
          />
        </>
      )}
    </FilterForm>
  );
}
