import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Screens whose module is named after the path, listed in order and separated by white space:
 * `auth/login` is `routes/auth.login.tsx`, `jobs/:id` is `routes/jobs.$id.tsx`.
 */
const screens = (paths: string) =>
  paths
    .trim()
    .split(/\s+/)
    .map((path) => route(path, `routes/${path.replaceAll('/', '.').replaceAll(':', '$')}.tsx`));

/**
 * One module per screen (SPEC §2.1). A screen is routed only once it is built; links to the
 * others fall through to the not-found route, which answers 404.
 */
export default [
  index('routes/home.tsx'),
  ...screens(`
    terms-and-conditions privacy-policy error auth/login
    auth/tyler auth/logout auth/request-password auth/redeem
    auth/enterprise-wall auth/callback/:provider discuss/sso
  `),
  route('salary', 'routes/salary-hub.tsx', { id: 'salary-hub' }),
  route(':cc/salary', 'routes/salary-hub.tsx', { id: 'salary-hub-region' }),
  route(':cc/salary/:q', 'routes/salary.$cc.$q.tsx'),
  route(':cc/company/:company', 'routes/company.$cc.$company.tsx'),
  route(':cc/internships', 'routes/internships.tsx', { id: 'internships' }),
  route(':cc/internships/:id', 'routes/internships.tsx', { id: 'company-internships' }),
  route(':cc/compare/companies', 'routes/compare.$cc.tsx'),
  route(':cc/compare/companies/:q', 'routes/compare.$cc.$q.tsx'),
  route(':cc/switch/:id', 'routes/switch.$cc.$id.tsx', { id: 'switch' }),
  route(':cc/switch/major/:id', 'routes/switch.$cc.$id.tsx', { id: 'switch-major' }),
  ...screens(`
    leaderboard benefits profile account account/email
    notifications profile/salary negotiate verified
    admin/review admin/layoff-reports admin/company-domains offers referral
    academy admin/interview-reports
  `),
  route('jobs', 'routes/jobs.tsx', { id: 'jobs' }),
  route('jobs-search', 'routes/jobs.tsx', { id: 'jobs-search' }),
  ...screens(`
    jobs/:id jobgpt jobgpt/list auto-apply
    jobgpt/resumes career career-roast career-roast/:id
    peer employers employers/trial comp-bands compa
    employers/members employers/talent pricing checkout/test/:id checkout/complete
    layoffs layoffs/unsubscribe layoffs/india layoffs/:id
    blog blog/:slug
    tools/networth gurus
  `),
  route('compa/pay-equity', 'routes/compa.pay-equity.tsx'),
  route('compa/statements', 'routes/compa.statements.tsx'),
  route('compa/offers', 'routes/compa.offers.tsx'),
  route('compa/statements/:employeeId', 'routes/compa.statements.$employeeId.tsx'),
  route('merit', 'routes/merit.tsx'),
  route('merit/:id', 'routes/merit.$id.tsx'),
  route('page-not-found', 'routes/page-not-found.tsx', { id: 'page-not-found' }),
  route('*', 'routes/page-not-found.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig;
