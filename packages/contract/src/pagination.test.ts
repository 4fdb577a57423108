import { describe, expect, it } from 'vitest';
import { acceptPageChange, isFirstPage, isLastPage, pageButtons, pageOffset, totalPages } from './pagination.js';

describe('pagination', () => {
  it('counts pages of 10 by default', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(totalPages(95, 20)).toBe(5);
  });

  it('shows at most 5 page buttons, keeping the current page centred where it can', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(3, 0)).toEqual([]);
  });

  it('disables previous on page 1 and next on the last page', () => {
    expect(isFirstPage(1)).toBe(true);
    expect(isFirstPage(2)).toBe(false);
    expect(isLastPage(5, 5)).toBe(true);
    expect(isLastPage(4, 5)).toBe(false);
  });

  it('ignores page changes outside 1..pages', () => {
    expect(acceptPageChange(0, 5)).toBeNull();
    expect(acceptPageChange(6, 5)).toBeNull();
    expect(acceptPageChange(2.5, 5)).toBeNull();
    expect(acceptPageChange(5, 5)).toBe(5);
    expect(acceptPageChange(1, 5)).toBe(1);
  });

  it('computes row offsets', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(20);
    expect(pageOffset(0)).toBe(0);
  });
});
