import { STANDARD_LEVELS } from '@paysight/contract/core';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { paths } from '~/config/paths';
import salary from '~/features/salary/components/salary.module.css';
import { countryName } from '~/features/salary/salary-text';
import { parseLeaderboardQuery, titleOptions, type LeaderboardQuery } from '../leaderboard-query';
import classes from './leaderboard.module.css';

const PATH = paths.leaderboard();

/**
 * Region, title and level: a GET form to /leaderboard that works without JavaScript (Apply) and
 * with it navigates on every change. The fields show the URL being loaded, so a choice shows at once.
 */
export function LeaderboardForm({ query: current, titleName }: { query: LeaderboardQuery; titleName: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const id = useId();
  const query = navigation.location?.pathname === PATH ? parseLeaderboardQuery(new URLSearchParams(navigation.location.search)) : current;
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.set(key, value);
    void navigate(paths.leaderboard(parseLeaderboardQuery(params)), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const titles = titleOptions({ slug: current.title, name: titleName });

  return (
    <Form method="get" action={PATH} className={classes.filters} aria-label="Leaderboard filters" onSubmit={onSubmit}>
      <fieldset className={`${salary.currency} ${classes.region}`}>
        <legend>Region</legend>
        <div className={salary.segments}>
          {(['in', 'us'] as const).map((cc) => (
            <label key={cc} className={salary.segment}>
              <input type="radio" name="cc" value={cc} checked={query.cc === cc} onChange={onChange} />
              {countryName(cc)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={salary.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <select id={`${id}-title`} name="title" className={salary.select} value={query.title} onChange={onChange}>
          {titles.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className={salary.field}>
        <label htmlFor={`${id}-level`}>Level</label>
        <select id={`${id}-level`} name="level" className={salary.select} value={query.level ?? ''} onChange={onChange}>
          <option value="">All levels</option>
          {STANDARD_LEVELS.map((l) => (
            <option key={l.level} value={l.level}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={salary.apply}>
          Apply
        </button>
      </noscript>
    </Form>
  );
}
