import type { ReactNode } from 'react';

/**
 * A line icon drawn inline, for light pages the icon library would cost more than a few paths:
 * `size` pixels square on a 24-unit grid, round strokes in the text's colour.
 */
export function LineIcon({
  size,
  strokeWidth,
  className,
  children,
}: {
  size: number;
  strokeWidth: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
