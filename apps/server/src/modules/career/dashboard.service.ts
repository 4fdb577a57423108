import { PROFILE_COMPLETENESS_FACTORS, type api, type SessionUser } from '@paysight/contract';
import { companyBySlug } from '../catalog/catalog.service.js';
import { completenessOf } from '../profile/profile-completeness.rules.js';
import { getMemberCareerRanks, type CareerRanksDeps } from './career-ranks.service.js';
import { memberDashboardFacts } from './dashboard.queries.js';

/**
 * GET /dashboard: the member's home, from their own data only. The company and pay standing are
 * the career ranks' own answer (GET /career/ranks/me); the next steps are the gaps that keep the
 * member from seeing more, most useful first, ending with the career path.
 */

export interface DashboardDeps extends CareerRanksDeps {
  now: () => Date;
}

export async function getDashboard(deps: DashboardDeps, user: SessionUser): Promise<api.Dashboard> {
  const [facts, ranks] = await Promise.all([
    memberDashboardFacts(deps.db, user.id, deps.now().getUTCFullYear()),
    getMemberCareerRanks(deps, user, 'me'),
  ]);
  const p = facts.profile;
  const filled: Record<(typeof PROFILE_COMPLETENESS_FACTORS)[number], boolean> = {
    company: p?.companyId != null,
    school: p?.schoolId != null,
    salary: facts.hasSalary,
    skills: (p?.skillIds.length ?? 0) > 0,
    experience: p?.experience != null,
  };
  const missing = PROFILE_COMPLETENESS_FACTORS.filter((f) => !filled[f]);
  const company = ranks.company;

  const steps: api.DashboardStep[] = [];
  if (!facts.hasSalary)
    steps.push({
      id: 'add-salary',
      text: 'Add your pay to see where you stand among your peers.',
      href: '/profile/salary',
      actionText: 'Add salary',
    });
  if (missing.some((f) => f !== 'salary'))
    steps.push({
      id: 'complete-profile',
      text: `Complete your profile: ${missing.filter((f) => f !== 'salary').join(', ')} ${missing.filter((f) => f !== 'salary').length === 1 ? 'is' : 'are'} missing.`,
      href: '/profile',
      actionText: 'Complete profile',
    });
  if (facts.positions === 0)
    steps.push({
      id: 'add-history',
      text: 'Add your career history to see where people with your path move next.',
      href: '/profile#career',
      actionText: 'Add history',
    });
  const companyRow = company ? await companyBySlug(deps.db, company.slug) : null;
  if (company && companyRow && !(await facts.ratedThisYear(companyRow.id)))
    steps.push({
      id: 'rate-company',
      text: `Rate ${company.name} this year: work-life, culture, growth, management and pay.`,
      href: `/${company.countryCode}/company/${company.slug}#ratings`,
      actionText: 'Rate',
    });
  if (facts.hunts === 0)
    steps.push({
      id: 'start-hunt',
      text: 'Let JobGPT find jobs that match you, every day.',
      href: '/jobgpt',
      actionText: 'Start a job hunt',
    });
  steps.push({
    id: 'see-career-path',
    text: 'See your career path: how sought-after your company is, its culture, the market and AI exposure of your role.',
    href: '/career',
    actionText: 'Open career path',
  });

  return {
    name: facts.name,
    completeness: completenessOf(p, facts.hasSalary),
    missing,
    pay: ranks.pay,
    payNote: ranks.payNote,
    company: company ? { name: company.name, slug: company.slug, countryCode: company.countryCode } : null,
    companyRank: ranks.companyRank,
    companyNote: ranks.companyNote,
    history: { positions: facts.positions, education: facts.education },
    nextSteps: steps,
  };
}
