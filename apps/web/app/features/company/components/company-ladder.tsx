import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode, groupDigits } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { FigureHeads } from '~/shell/figure-cells';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import classes from './company.module.css';
import { ScrollTable } from '~/features/salary/components/scroll-table';

type CompanyPage = api.CompanyPage;
type Ladder = NonNullable<CompanyPage['ladder']>;

/**
 * The company's own level ladder for one of its titles, Levels.fyi style: each level name with the
 * standard level beside it and the yearly total's quartiles. A level with too few records keeps
 * its name (the catalogue's) and shows no figure at all, not even its count (privacy).
 */
export function CompanyLadder({ page, ladder, cc }: { page: CompanyPage; ladder: Ladder; cc: CountryCode }) {
  const id = 'company-ladder';
  return (
    <CardSection
      id={id}
      title={
        <>
          {page.company.name} levels: {ladder.family.name}
        </>
      }
    >
      <p className={blocks.sectionNote}>
        Total pay per year at each of {page.company.name}’s own levels, from {groupDigits(ladder.count)} salaries; the standard level beside
        each. A level with too few salaries shows no figure.
      </p>
      {page.families.length > 1 && (
        <nav aria-label={`${page.company.name} levels by job family`}>
          <ul className={classes.switcher}>
            {page.families.map((f) => (
              <li key={f.slug}>
                <Link
                  className={classes.chip}
                  to={paths.company(cc, page.company.slug, { family: f.slug, location: page.location?.slug })}
                  aria-current={f.slug === ladder.family.slug ? 'page' : undefined}
                  preventScrollReset
                >
                  {f.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {ladder.levels.length === 0 ? (
        <p className={blocks.sectionNote}>{page.company.name}’s own level names for these titles are not known yet.</p>
      ) : (
        <ScrollTable
          labelledBy={id}
          className={classes.ladder}
          testId="company-ladder"
          head={
            <>
              <th scope="col">Level</th>
              <th scope="col" className={classes.standardColumn}>
                Standard level
              </th>
              <FigureHeads
                names={['Salaries', '25th', 'Median', '75th']}
                classNames={[undefined, classes.quartile, undefined, classes.quartile]}
              />
            </>
          }
        >
          {ladder.levels.map((level) => (
            <tr key={level.name}>
              <th scope="row" className={blocks.strong}>
                {level.name}
                {/* On a phone the standard level sits under the name (its own column is hidden). */}
                <span className={classes.standardBelow}>{level.standardName}</span>
              </th>
              <td className={`${classes.standard} ${classes.standardColumn}`}>{level.standardName}</td>
              {level.total && level.count !== null ? (
                <>
                  <td className={blocks.num}>{groupDigits(level.count)}</td>
                  <td className={`${blocks.num} ${classes.quartile}`}>{formatCompact(level.total.p25, cc)}</td>
                  <td className={`${blocks.num} ${blocks.strong}`}>{formatCompact(level.total.p50, cc)}</td>
                  <td className={`${blocks.num} ${classes.quartile}`}>{formatCompact(level.total.p75, cc)}</td>
                </>
              ) : (
                <td colSpan={4} className={blocks.num} data-empty="">
                  Not enough data
                </td>
              )}
            </tr>
          ))}
        </ScrollTable>
      )}
      {ladder.title && ladder.href && (
        <p className={classes.more}>
          Its most reported title here:{' '}
          <Link className={blocks.link} to={ladder.href}>
            {ladder.title.name} at {page.company.name}
          </Link>
        </p>
      )}
    </CardSection>
  );
}
