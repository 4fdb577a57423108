import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { countryName } from '../salary-text';

/**
 * India or the United States, as links (the region is in the URL; works without JavaScript): the
 * current one is the page's, and following the other replaces it in the history and keeps the scroll.
 */
export function RegionNav({
  current,
  href,
  className,
  linkClassName,
}: {
  current: CountryCode;
  href: (cc: CountryCode) => string;
  className: string | undefined;
  linkClassName: string | undefined;
}) {
  return (
    <nav className={className} aria-label="Region">
      {(['in', 'us'] as const).map((cc) => (
        <Link
          key={cc}
          to={href(cc)}
          className={linkClassName}
          aria-current={cc === current ? 'page' : undefined}
          preventScrollReset
          replace
        >
          {countryName(cc)}
        </Link>
      ))}
    </nav>
  );
}
