import type { api } from '@paysight/contract';
import { Link } from 'react-router';
import { plural } from '~/features/negotiate/negotiate-text';
import { countryName } from '~/features/salary/salary-text';
import { jobAmount } from '../jobs-text';
import classes from './jobs.module.css';
import blocks from '~/shell/page-blocks.module.css';

/** Beside a job: what Paysight's salary data says the company pays for the job's title, and its other openings. */
export function CompanyContext({ context, jobsHref }: { context: api.JobCompanyContext; jobsHref: string }) {
  const { company, openJobs, salary: pay } = context;
  return (
    <section className={classes.card} aria-labelledby="company-context" data-testid="job-company">
      <h2 id="company-context" className={classes.sectionTitle}>
        About {company.name}
      </h2>
      {pay ? (
        <>
          <div className={blocks.figureLabel}>
            Median total pay for {pay.title} in {countryName(pay.region)}
          </div>
          <div className={blocks.figure} data-testid="job-company-median">
            {jobAmount(pay.medianTotal, pay.currency)}
          </div>
          <p className={classes.pay}>
            Base {jobAmount(pay.medianBase, pay.currency)} a year, from {plural(pay.count, 'salary', 'salaries')} shared on Paysight.{' '}
            <Link to={pay.path} className={blocks.link}>
              See {company.name} {pay.title} salaries
            </Link>
          </p>
        </>
      ) : (
        <p className={classes.pay}>Not enough salaries have been shared for this title at {company.name} to show its pay yet.</p>
      )}
      <p className={classes.pay}>
        <Link to={jobsHref} className={blocks.link}>
          {plural(openJobs, 'open job', 'open jobs')} at {company.name}
        </Link>
      </p>
      {(company.industry || company.sizeBand || company.headquarters) && (
        <ul className={classes.facts}>
          {company.industry && <li>{company.industry}</li>}
          {company.sizeBand && <li>{company.sizeBand} employees</li>}
          {company.headquarters && <li>{company.headquarters}</li>}
        </ul>
      )}
    </section>
  );
}
