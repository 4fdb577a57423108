import type { api } from '@paysight/contract';
import { formatCompact } from '@paysight/contract/core';
import { Progress, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './dashboard.module.css';
import blocks from '~/shell/page-blocks.module.css';

const ordinal = (n: number) => {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
};

/** A signed-in member's home (GET /dashboard): profile completeness, pay percentile, company rank and next steps. */
export function DashboardPanel({ dashboard }: { dashboard: api.Dashboard }) {
  const { pay, companyRank, company } = dashboard;
  return (
    <section className={classes.panel} aria-labelledby="dashboard-title" data-testid="dashboard">
      <Title order={2} fz="h3" id="dashboard-title">
        {dashboard.name ? `Welcome back, ${dashboard.name}` : 'Welcome back'}
      </Title>
      <div className={classes.figures}>
        <div className={classes.figure}>
          <Text fz="sm" c="dimmed">
            Profile
          </Text>
          <span className={classes.value}>{dashboard.completeness}%</span>
          <Progress value={dashboard.completeness} size="sm" mt={6} aria-label="Profile completeness" />
        </div>
        <div className={classes.figure}>
          <Text fz="sm" c="dimmed">
            Your pay
          </Text>
          <span className={classes.value}>{pay ? `${ordinal(pay.percentile)} pct.` : '—'}</span>
          <Text fz="xs" c="dimmed">
            {pay
              ? `${formatCompact(pay.total, pay.currency === 'INR' ? 'in' : 'us')} among ${pay.peers} ${pay.title.name}s, ${pay.experience} yrs`
              : dashboard.payNote}
          </Text>
        </div>
        <div className={classes.figure}>
          <Text fz="sm" c="dimmed">
            {company ? company.name : 'Your company'}
          </Text>
          <span className={classes.value}>{companyRank ? `#${companyRank.rank} of ${companyRank.ranked}` : '—'}</span>
          <Text fz="xs" c="dimmed">
            {companyRank ? 'ranked by where people move' : dashboard.companyNote}
          </Text>
        </div>
      </div>
      <Text fw={600} mt="md">
        Next steps
      </Text>
      <ul className={classes.steps}>
        {dashboard.nextSteps.map((step) => (
          <li key={step.id} className={`${blocks.spread} ${classes.step}`}>
            <span>{step.text}</span>
            <Link to={step.href} className={classes.stepLink}>
              {step.actionText}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
