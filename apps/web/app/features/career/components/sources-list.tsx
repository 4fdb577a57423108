import type { api } from '@paysight/contract';
import classes from './career.module.css';

/** The credit lines a view's figures come with (the sources ask to be credited wherever they are shown). */
export function SourcesList({ sources }: { sources: api.ResearchSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className={classes.sources} aria-label="Sources">
      {sources.map((s) => (
        <li key={s.name}>
          Source: {s.credit} (
          <a href={s.url} rel="noreferrer noopener" target="_blank">
            {s.name}
          </a>
          )
        </li>
      ))}
    </ul>
  );
}
