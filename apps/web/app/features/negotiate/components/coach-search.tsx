import type { CountryCode } from '@paysight/contract/core';
import type { FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { negotiateHref, Q_MAX } from '../negotiate-query';
import controls from '~/shell/form-controls.module.css';
import blocks from '~/shell/page-blocks.module.css';
import classes from './negotiate.module.css';

/**
 * Searches the coaches by name, company or speciality: a GET form to the page (works without
 * JavaScript); with it, a navigation that keeps the scroll position.
 */
export function CoachSearch({ region, q }: { region: CountryCode; q: string }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    void navigate(negotiateHref({ region, q: typeof value === 'string' ? value.trim() : '' }), { preventScrollReset: true });
  };
  return (
    <Form method="get" action="/negotiate" role="search" className={classes.search} onSubmit={onSubmit}>
      {region !== 'in' && <input type="hidden" name="region" value={region} />}
      <label htmlFor="coach-q" className={blocks.srOnly}>
        Search coaches
      </label>
      {/* Keyed by the URL's search, so back/forward and "Clear search" reset it. */}
      <input
        key={q}
        id="coach-q"
        className={`${controls.input} ${classes.input}`}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={Q_MAX}
        placeholder="Name, company or speciality"
        autoComplete="off"
      />
      <button type="submit" className={`${controls.button} ${classes.button}`}>
        Search
      </button>
    </Form>
  );
}
