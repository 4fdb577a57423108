import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * One module per screen (SPEC §2.1). A screen is routed only once it is built; links to the
 * others fall through to the not-found route, which answers 404.
 */
export default [
  index('routes/home.tsx'),
  route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('error', 'routes/error.tsx'),
  route('auth/login', 'routes/auth.login.tsx'),
  route('auth/tyler', 'routes/auth.tyler.tsx'),
  route('auth/logout', 'routes/auth.logout.tsx'),
  route('auth/request-password', 'routes/auth.request-password.tsx'),
  route('auth/redeem', 'routes/auth.redeem.tsx'),
  route('auth/enterprise-wall', 'routes/auth.enterprise-wall.tsx'),
  route('auth/callback/:provider', 'routes/auth.callback.$provider.tsx'),
  route('discuss/sso', 'routes/discuss.sso.tsx'),
  route('salary', 'routes/salary-hub.tsx', { id: 'salary-hub' }),
  route(':cc/salary', 'routes/salary-hub.tsx', { id: 'salary-hub-region' }),
  route(':cc/salary/:q', 'routes/salary.$cc.$q.tsx'),
  route(':cc/company/:company', 'routes/company.$cc.$company.tsx'),
  route(':cc/compare/companies', 'routes/compare.$cc.tsx'),
  route(':cc/compare/companies/:q', 'routes/compare.$cc.$q.tsx'),
  route('leaderboard', 'routes/leaderboard.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('account', 'routes/account.tsx'),
  route('account/email', 'routes/account.email.tsx'),
  route('notifications', 'routes/notifications.tsx'),
  route('profile/salary', 'routes/profile.salary.tsx'),
  route('negotiate', 'routes/negotiate.tsx'),
  route('verified', 'routes/verified.tsx'),
  route('admin/review', 'routes/admin.review.tsx'),
  route('offers', 'routes/offers.tsx'),
  route('jobs', 'routes/jobs.tsx', { id: 'jobs' }),
  route('jobs-search', 'routes/jobs.tsx', { id: 'jobs-search' }),
  route('jobs/:id', 'routes/jobs.$id.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('checkout/test/:id', 'routes/checkout.test.$id.tsx'),
  route('checkout/complete', 'routes/checkout.complete.tsx'),
  route('page-not-found', 'routes/page-not-found.tsx', { id: 'page-not-found' }),
  route('*', 'routes/page-not-found.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig;
