import { MAX_PAGE_BUTTONS, PAGE_SIZE } from './constants.js';

/** Pagination math (SPEC §2.4, §5). Pages are 1-based. */

export const totalPages = (totalItems: number, pageSize = PAGE_SIZE) =>
  totalItems <= 0 ? 0 : Math.ceil(totalItems / Math.max(1, pageSize));

/** The page numbers to show as buttons: at most `max`, a window that keeps `current` centred where it can. */
export function pageButtons(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const count = Math.min(max, pages);
  const page = Math.min(Math.max(1, current), pages);
  let start = page - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A page change applies only to pages from 1 to the number of pages; anything else is ignored (null). */
export const acceptPageChange = (target: number, pages: number): number | null =>
  Number.isInteger(target) && target >= 1 && target <= pages ? target : null;

export const isFirstPage = (current: number) => current <= 1;
export const isLastPage = (current: number, pages: number) => current >= pages;

/** Offset for a page of `pageSize` rows. */
export const pageOffset = (page: number, pageSize = PAGE_SIZE) => (Math.max(1, page) - 1) * pageSize;
