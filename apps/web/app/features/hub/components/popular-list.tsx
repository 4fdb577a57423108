import { formatCompact, type CountryCode, groupDigits } from '@paysight/contract/core';
import { Link } from 'react-router';
import classes from './hub.module.css';

export interface PopularItem {
  name: string;
  slug: string;
  count: number;
  p50: number;
  href: string | null;
}

const salaries = (n: number) => `${groupDigits(n)} ${n === 1 ? 'salary' : 'salaries'}`;

/** One of the hub's lists: each entry's median yearly total and how many salaries it rests on. */
export function PopularList({ id, title, items, cc }: { id: string; title: string; items: PopularItem[]; cc: CountryCode }) {
  return (
    <section className={classes.card} aria-labelledby={id}>
      <h2 id={id} className={classes.cardTitle}>
        {title}
      </h2>
      <ol className={classes.list}>
        {items.map((item) => (
          <li key={item.slug} className={classes.row}>
            <span className={classes.name}>
              {item.href ? (
                <Link to={item.href} className={classes.link}>
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
              <span className={classes.count}>{salaries(item.count)}</span>
            </span>
            <span className={classes.median} title="Median total pay per year">
              {formatCompact(item.p50, cc)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
