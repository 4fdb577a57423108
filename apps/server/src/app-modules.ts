import type { AppModule } from './app-context.js';
import { academyModule } from './modules/academy/academy.module.js';
import { accountModule } from './modules/account/account.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { benchmarkingModule } from './modules/benchmarking/benchmarking.module.js';
import { billingModule } from './modules/billing/billing.module.js';
import { careerModule } from './modules/career/career.module.js';
import { careerHistoryModule } from './modules/career-history/career-history.module.js';
import { compareModule } from './modules/compare/compare.module.js';
import { contributionsModule } from './modules/contributions/contributions.module.js';
import { demoModule } from './modules/demo/demo.module.js';
import { discourseModule } from './modules/discourse/discourse.module.js';
import { extensionModule } from './modules/extension/extension.module.js';
import { insightsModule } from './modules/insights/insights.module.js';
import { jobgptModule } from './modules/jobgpt/jobgpt.module.js';
import { jobsModule } from './modules/jobs/jobs.module.js';
import { moneyModule } from './modules/money/money.module.js';
import { negotiationModule } from './modules/negotiation/negotiation.module.js';
import { referralsModule } from './modules/referrals/referrals.module.js';
import { gurusModule } from './modules/gurus/gurus.module.js';
import { notificationsModule } from './modules/notifications/notifications.module.js';
import { offersModule } from './modules/offers/offers.module.js';
import { totalRewardsModule } from './modules/total-rewards/total-rewards.module.js';
import { paybandsModule } from './modules/paybands/paybands.module.js';
import { compaModule } from './modules/compa/compa.module.js';
import { profileModule } from './modules/profile/profile.module.js';
import { ratingsModule } from './modules/ratings/ratings.module.js';
import { benefitsModule } from './modules/benefits/benefits.module.js';
import { blogModule } from './modules/blog/blog.module.js';
import { internshipsModule } from './modules/internships/internships.module.js';
import { referralModule } from './modules/referral/referral.module.js';
import { researchModule } from './modules/research/research.module.js';
import { layoffsModule } from './modules/layoffs/layoffs.module.js';
import { logosModule } from './modules/logos/logos.module.js';
import { resumesModule } from './modules/resumes/resumes.module.js';
import { roastModule } from './modules/roast/roast.module.js';
import { salaryModule } from './modules/salary/salary.module.js';
import { siteModule } from './modules/site/site.module.js';
import { suggestModule } from './modules/suggest/suggest.module.js';
import { systemModule } from './modules/system/system.module.js';
import { talentModule } from './modules/talent/talent.module.js';
import { verificationModule } from './modules/verification/verification.module.js';
import { vouchersModule } from './modules/vouchers/vouchers.module.js';
import { widgetModule } from './modules/widget/widget.module.js';
import { workspacesModule } from './modules/workspaces/workspaces.module.js';
import { payEquityModule } from './modules/pay-equity/pay-equity.module.js';
import { meritModule } from './modules/merit/merit.module.js';

/**
 * Every module with routes or tasks, in the order they register (a route's order never matters;
 * startup tasks run in this order: the demo data before anything reads it). Adding a module is a
 * line here and its `*.module.ts`.
 */
export const APP_MODULES: readonly AppModule[] = [
  systemModule,
  demoModule,
  suggestModule,
  authModule,
  accountModule,
  vouchersModule,
  extensionModule,
  referralModule,
  discourseModule,
  salaryModule,
  compareModule,
  insightsModule,
  researchModule,
  layoffsModule,
  academyModule,
  profileModule,
  contributionsModule,
  careerHistoryModule,
  ratingsModule,
  benefitsModule,
  internshipsModule,
  offersModule,
  negotiationModule,
  referralsModule,
  payEquityModule,
  gurusModule,
  moneyModule,
  verificationModule,
  notificationsModule,
  jobsModule,
  resumesModule,
  roastModule,
  careerModule,
  workspacesModule,
  benchmarkingModule,
  paybandsModule,
  compaModule,
  talentModule,
  meritModule,
  jobgptModule,
  billingModule,
  totalRewardsModule,
  logosModule,
  blogModule,
  widgetModule,
  siteModule,
];
