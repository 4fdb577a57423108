import { COUNTRY_CODES, type CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { countryName } from '../salary-text';

/** One link per region (works without JavaScript); the current region's link is marked current. */
export function RegionLinks({
  current,
  href,
  className,
  linkClassName,
  keepScroll = false,
}: {
  current: CountryCode;
  href: (cc: CountryCode) => string;
  className: string | undefined;
  linkClassName: string | undefined;
  /** Following a link keeps the scroll position. */
  keepScroll?: boolean;
}) {
  return (
    <ul className={className}>
      {COUNTRY_CODES.map((cc) => (
        <li key={cc}>
          <Link
            className={linkClassName}
            to={href(cc)}
            aria-current={cc === current ? 'true' : undefined}
            preventScrollReset={keepScroll}
            data-testid={`region-${cc}`}
          >
            {countryName(cc)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
