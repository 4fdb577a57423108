/** Business constants of SPEC §9. One place, imported by server and web alike. */

export const API_BASE = '/api/v1';

export const PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;
export const JOBS_FILE_PAGE_SIZE = 10;

/** Profile completeness: 5 factors worth 20 points each (SPEC §5). */
export const PROFILE_COMPLETENESS_FACTORS = ['company', 'school', 'salary', 'skills', 'experience'] as const;
export const PROFILE_COMPLETENESS_POINTS = 20;

export const RESUME_FILTER_UPLOAD_TIMEOUT_MS = 10_000;
export const NOTIFICATION_TOAST_MS = 7_000;
export const NOTIFICATION_DEBOUNCE_MS = 1_000;
/**
 * What raised a notification (SPEC §3 Notification.category). Modules that raise a new kind add it
 * here; the bell and the /notifications page show any of them the same way.
 */
export const NOTIFICATION_CATEGORIES = [
  'payment',
  'subscription',
  'verification',
  'salary',
  'credits',
  'jobgpt',
  'career',
  'layoffs',
  'referrals',
  'gurus',
  'system',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
/** The bell's popover shows the newest few; /notifications pages through the rest (PAGE_SIZE a page). */
export const NOTIFICATION_POPOVER_SIZE = 8;
/** Pages past this are not served (a member with more reads the newest 10,000). */
export const NOTIFICATIONS_MAX_PAGE = 1_000;
/** The socket's path on the same server as the pages and the API. */
export const SOCKET_PATH = '/socket.io';
/** The socket's events (SPEC §7 Socket); their payloads are in realtime.ts. */
export const SOCKET_EVENTS = {
  /** Server → client: a new notification for this member. */
  push: 'push-notification',
  /** Client → server, with an ack: a page of the member's notifications. */
  list: 'get-notifications',
  /** Client → server, with an ack: mark one of the member's notifications read. */
  update: 'update-notification',
} as const;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const LOGIN_REDIRECT_DELAY_MS = 1_000;
export const LOGIN_CARD_WIDTH_PX = 400;
export const PUBLIC_JOBS_MAX_AGE_DAYS = 31;
export const TRUNCATE_DEFAULT_CHARS = 100;

/** Light from 13:00 to 16:59 local time when no theme is stored; cosmic otherwise. */
export const LIGHT_THEME_HOURS = { from: 13, to: 16 } as const;

/** The copyright line starts in this year. */
export const COPYRIGHT_FROM_YEAR = 2016;

export const COUNTRY_CODES = ['in', 'us'] as const;
/** SPEC §3 Region: the market a figure belongs to (its country code). The one definition. */
export type Region = (typeof COUNTRY_CODES)[number];
/** The same, where the code is named as a country code. */
export type CountryCode = Region;
export const DEFAULT_COUNTRY_CODE: CountryCode = 'in';

/** Currency codes as the spec's Salary entity carries them: 2 means rupee, anything else dollar. */
export const CURRENCY_INR = 2;
export const CURRENCY_USD = 1;

/** Routes on which the Upgrade button is hidden (SPEC §2.2): the job assistant's own screens. */
export const UPGRADE_HIDDEN_ROUTES = ['/jobgpt', '/jobs-search', '/auto-apply', '/jobgpt/list', '/jobgpt/resumes'] as const;

/** Browser storage (SPEC §3): the session cookie is named after the "tyler" strategy label. */
export const SESSION_COOKIE = 'tyler';
export const ROLE_STORAGE_KEY = 'role';
export const REFERRAL_COOKIE = 'ref_trk';
export const LOCALE_COOKIE = 'locale';

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export const SAAS_PROVIDERS = ['google', 'microsoft'] as const;
export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Minutes a magic link stays valid. */
export const MAGIC_LINK_TTL_MINUTES = 15;

/**
 * The standard level scale that company ladders map onto (SPEC rosettaLevel), so "Google L5",
 * "Microsoft 63" and "Infosys Technology Lead" compare. 1 = entry ... 8 = distinguished.
 */
export const STANDARD_LEVELS = [
  { level: 1, name: 'Entry' },
  { level: 2, name: 'Mid' },
  { level: 3, name: 'Senior' },
  { level: 4, name: 'Staff' },
  { level: 5, name: 'Senior Staff' },
  { level: 6, name: 'Principal' },
  { level: 7, name: 'Senior Principal' },
  { level: 8, name: 'Distinguished' },
] as const;

/** A standard level's name ("Senior"); "Level 9" for a number off the scale. */
export const standardLevelName = (level: number): string => STANDARD_LEVELS.find((l) => l.level === level)?.name ?? `Level ${level}`;

/** Experience brackets used by salary filters and breakdowns. */
export const EXPERIENCE_BRACKETS = ['0-1', '2-4', '5-7', '8-10', '11-15', '16+'] as const;
export type ExperienceBracket = (typeof EXPERIENCE_BRACKETS)[number];

/** The two ways a salary page shows pay: per year, or the first year (first-year vest + signing bonus). */
export const SALARY_VIEWS = ['yearly', 'first-year'] as const;
export type SalaryView = (typeof SALARY_VIEWS)[number];

/**
 * The profile fields job applications need (auto-apply fills forms from them); a profile without
 * any of them lists it in missingJobHuntFields.
 */
export const JOB_HUNT_FIELDS = ['phoneNo', 'experience', 'skills', 'noticePeriodDays', 'immigrationSponsorshipRequired'] as const;
export type JobHuntField = (typeof JOB_HUNT_FIELDS)[number];

export const PROFILE_GENDERS = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const;

/** A public profile on the professional network: https://www.linkedin.com/in/{handle} (the handle is group 1). */
export const LINKEDIN_PROFILE_URL = /^https?:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]{3,100})\/?(?:[?#].*)?$/;

/** Where a member filled the salary form (SPEC §7 GET/POST /profile/salary `src`). */
export const CONTRIBUTION_SOURCES = ['profile', 'salary-page', 'offers', 'extension', 'onboarding'] as const;
export type ContributionSource = (typeof CONTRIBUTION_SOURCES)[number];

/**
 * The match score's parts and weights (docs/decisions/023-match-score.md): the server scores with
 * them, the pages show them. Changing one changes every member's scores: write it in the ADR.
 */
export const MATCH_WEIGHTS = {
  skills: 0.35,
  title: 0.25,
  seniority: 0.15,
  location: 0.1,
  pay: 0.1,
  recency: 0.05,
} as const;
export const MATCH_PART_LABELS = {
  skills: 'Skills',
  title: 'Title',
  seniority: 'Seniority',
  location: 'Location',
  pay: 'Pay',
  recency: 'Recency',
} as const;

/** Kinds of company (the salary generator's pay tiers; employer peer cohorts). */
export const COMPANY_TYPES = ['faang+', 'product', 'unicorn', 'startup', 'gcc', 'it-services', 'consulting', 'finance', 'other'] as const;
/** Each kind's name as shown (the salary reports' company-type slices, the peer cohorts' choices). */
export const COMPANY_TYPE_LABELS: Record<(typeof COMPANY_TYPES)[number], string> = {
  'faang+': 'FAANG+',
  product: 'Product',
  unicorn: 'Unicorn',
  startup: 'Startup',
  gcc: 'Global capability centre',
  'it-services': 'IT services',
  consulting: 'Consulting',
  finance: 'Finance',
  other: 'Other',
};
/** Employee head-count bands. */
export const SIZE_BANDS = ['1-50', '51-200', '201-1000', '1001-5000', '5001-10000', '10001+'] as const;
/** How a company is funded (peer cohorts): private rounds, listed, owned by another company, or neither. */
export const FUNDING_STAGES = [
  'bootstrapped',
  'seed',
  'series-a',
  'series-b',
  'series-c',
  'series-d+',
  'public',
  'subsidiary',
  'private',
] as const;
/** Roles in an enterprise workspace: admin (everything, members too), analyst (builds peer groups, views, bands), viewer (reads). */
export const WORKSPACE_ROLES = ['admin', 'analyst', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** Peer groups: named competitors, a cohort by company facts, or startups by funding stage. */
export const PEER_GROUP_KINDS = ['competitors', 'cohort', 'startups'] as const;
export type PeerGroupKind = (typeof PEER_GROUP_KINDS)[number];

/** How long the link confirming a trial workspace's work email lasts (it works once). */
export const TRIAL_LINK_TTL_HOURS = 48;
/** The default length of a trial workspace (ENTERPRISE_TRIAL_DAYS). */
export const DEFAULT_TRIAL_DAYS = 14;

/** POST /jobs/resume-filters' limit (SPEC §9); past it the call answers 504 with RESUME_FILTERS_TIMEOUT_MESSAGE. */
export const RESUME_FILTERS_TIMEOUT_MS = 10_000;
export const RESUME_FILTERS_TIMEOUT_MESSAGE = 'Reading the resume took longer than 10 seconds. Try a smaller file or a PDF with text.';
