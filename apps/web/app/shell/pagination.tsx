import { acceptPageChange, isFirstPage, isLastPage, pageButtons, totalPages } from '@paysight/contract/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalItems: number;
  pageSize?: number;
  /** The URL of a page (the page is in the URL). */
  href: (page: number) => string;
}

/**
 * Previous / next and at most 5 page links (SPEC §2.4): plain links, so they work before (and
 * without) JavaScript, crawlers follow them, and hydrating them costs next to nothing. The
 * previous or next link of the first or last page is shown disabled. Renders nothing for a single page.
 */
export function Pagination({ page, totalItems, pageSize, href }: PaginationProps) {
  const pages = totalPages(totalItems, pageSize);
  if (pages <= 1) return null;
  const to = (target: number) => acceptPageChange(target, pages);
  const step = (target: number, disabled: boolean, label: string, text: string, icon: 'left' | 'right') => {
    const content = (
      <>
        {icon === 'left' && <IconChevronLeft size={14} aria-hidden="true" />}
        {text}
        {icon === 'right' && <IconChevronRight size={14} aria-hidden="true" />}
      </>
    );
    const at = to(target);
    return disabled || at === null ? (
      <span className={classes.link} data-disabled>
        {content}
      </span>
    ) : (
      <Link className={classes.link} to={href(at)} preventScrollReset aria-label={label}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className={classes.pager}>
      {step(page - 1, isFirstPage(page), 'Previous page', 'Previous', 'left')}
      {pageButtons(page, pages).map((n) => (
        <Link
          key={n}
          className={classes.link}
          to={href(n)}
          preventScrollReset
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </Link>
      ))}
      {step(page + 1, isLastPage(page, pages), 'Next page', 'Next', 'right')}
    </nav>
  );
}
