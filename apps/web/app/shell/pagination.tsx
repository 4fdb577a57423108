import { Button, Group } from '@mantine/core';
import { acceptPageChange, isFirstPage, isLastPage, pageButtons, totalPages } from '@paysight/contract/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export interface PaginationProps {
  page: number;
  totalItems: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/**
 * Previous / next and at most 5 page buttons (SPEC §2.4). Out-of-range changes are ignored.
 * Renders nothing for a single page.
 */
export function Pagination({ page, totalItems, pageSize, onChange }: PaginationProps) {
  const pages = totalPages(totalItems, pageSize);
  if (pages <= 1) return null;
  const go = (target: number) => {
    const accepted = acceptPageChange(target, pages);
    if (accepted !== null && accepted !== page) onChange(accepted);
  };
  return (
    <Group component="nav" aria-label="Pagination" gap={4} justify="center">
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => go(page - 1)}
        disabled={isFirstPage(page)}
        aria-label="Previous page"
        leftSection={<IconChevronLeft size={14} />}
      >
        Previous
      </Button>
      {pageButtons(page, pages).map((n) => (
        <Button
          key={n}
          size="compact-sm"
          variant={n === page ? 'filled' : 'default'}
          onClick={() => go(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => go(page + 1)}
        disabled={isLastPage(page, pages)}
        aria-label="Next page"
        rightSection={<IconChevronRight size={14} />}
      >
        Next
      </Button>
    </Group>
  );
}
