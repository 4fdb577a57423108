import { Link } from 'react-router';
import blocks from '~/shell/page-blocks.module.css';
import { referralUrl } from '../referral-url';
import classes from '../referral.module.css';

/** The companies list's pages: where this one is, and plain GET links to the one before and after (the search kept). */
export function PageLinks({ q, page, total, pageSize }: { q: string; page: number; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages of companies" className={classes.pages} data-testid="referral-pages">
      {page > 1 && (
        <Link className={blocks.link} to={referralUrl({ q, page: Math.min(page - 1, pages) }, '#companies')} rel="prev">
          Previous page
        </Link>
      )}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className={blocks.link} to={referralUrl({ q, page: page + 1 }, '#companies')} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}
