import type { CountryCode } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import blocks from '~/shell/page-blocks.module.css';
import { CardSection } from '~/shell/card-section';
import { countryName } from '~/features/salary/salary-text';
import classes from '../verified.module.css';

/**
 * In place of the verified share by company when a region has no verified salary: a chart of
 * identical grey bars and a column of 0% say nothing. This says so, and how to start.
 */
export function NothingVerified({ cc }: { cc: CountryCode }) {
  return (
    <CardSection id="companies" title={<>Nothing is verified in {countryName(cc)} yet</>} testId="nothing-verified">
      <p className={classes.emptyText}>
        No salary in {countryName(cc)} has been checked against a document yet, so there is no verified share by company to show.
      </p>
      <p className={classes.emptyText}>
        Be the first:{' '}
        <Link to={paths.profileSalary()} className={blocks.link}>
          add your salary
        </Link>
        , then{' '}
        <a href="#verify-your-salary" className={blocks.link}>
          send a document for it
        </a>{' '}
        below (an offer letter, payslip or tax form). A reviewer compares it with your figures and marks it verified.
      </p>
    </CardSection>
  );
}
