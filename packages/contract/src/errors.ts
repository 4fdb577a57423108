/**
 * The error catalogue of SPEC §8: the server's known failure messages and, for each
 * status + message, what the web client does. The server throws `AppError`s carrying
 * these texts; the client maps them with `resolveErrorAction`, in one place.
 */

export const ERROR_MESSAGES = {
  expiredToken: 'Expired token',
  sessionInvalidated: 'Session invalidated',
  userBlocked: 'User account blocked',
  enterpriseExpired: 'Enterprise access expired',
  loginProviderNotFound: 'Login provider not found',
  notLoggedIn: 'Not logged in',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again...',
  tooManyRequests: 'Daily search limit has been reached, please signin (or upgrade to premium) to continue!',
} as const;

/** Client-side texts of SPEC §8 and §4. */
export const CLIENT_MESSAGES = {
  failedToVerify: 'Failed to verify!',
  accountVerified: 'Account succesfully verified! Login to continue',
  verifyProviderEmail: (provider: string) => `Please verify the email on your ${provider} account or try another login`,
  somethingWentWrong: 'Something went wrong. Please try again...',
  emailRequired: 'Email is required',
  workEmailOnly: 'Please enter your work/school email only!',
  accountRestricted: 'Account has been restricted. Please contact support.',
  searchLimit: 'Daily search limit has been reached, please signin (or upgrade to premium) to continue!',
  premiumOnly: 'Premium only feature, upgrade to gain access!',
} as const;

/**
 * Stable reasons sent beside the message where a client must tell failures of one status apart
 * (the message is for people and may be reworded; the code may not).
 */
export const ERROR_CODES = {
  /** The slice exists but has fewer than MIN_SLICE records: it is never shown (privacy). */
  tooFewRecords: 'too-few-records',
  /** No company, title or location by that slug. */
  unknownSlice: 'unknown-slice',
  /**
   * The daily search limit (SPEC §6): sent with the 429 of every call that declares
   * `quota: 'search'` in the contract. The client opens the security check on it.
   */
  searchLimit: 'search-limit',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A known failure: its status, the catalogue message and its code (if any) travel to the client unchanged. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  constructor(statusCode: number, message: string, code?: ErrorCode) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = ERROR_MESSAGES.notLoggedIn) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string = ERROR_MESSAGES.notFound) => new AppError(404, message);
/** A slice under MIN_SLICE records: never shown, at any depth (privacy). */
export const tooFewRecords = (minSlice: number) =>
  new AppError(
    404,
    `Not enough salaries for this search yet: we show a figure once at least ${minSlice} people have shared theirs.`,
    ERROR_CODES.tooFewRecords,
  );

/** What a failed call becomes on the client (SPEC §8: "a failure result holding the message and the status"). */
export interface ApiFailure {
  ok: false;
  status: number;
  message: string;
  /** The envelope's code, when the server sent one (ERROR_CODES). */
  code?: string;
}

export type ErrorAction =
  { type: 'logout'; href: string } | { type: 'security-check'; returnTo: string } | { type: 'toast'; message: string } | { type: 'none' };

const JOBS_CALLS: RegExp[] = [/^\/jobs(\/|$)/, /^\/job-hunts(\/|$)/, /^\/job-applications(\/|$)/, /^\/job-boards(\/|$)/];

const stripQuery = (path: string) => path.split('?')[0] ?? path;

export const isJobsCall = (path: string) => JOBS_CALLS.some((re) => re.test(stripQuery(path)));
/** SPEC §8: the security check of a layoff call returns to /layoffs rather than the current page. */
const isLayoffCall = (path: string) => /^\/layoff(\/|$)/.test(stripQuery(path));

/**
 * SPEC §8, in order: session failures first (they apply to every call), then the 429 security
 * check (the server marks the calls that count against the daily search limit with the code
 * `search-limit`: the contract's `quota: 'search'` decides which, not a list here), then the jobs toast. `currentUrl` is where the user is now.
 */
export function resolveErrorAction(
  failure: { status: number; message: string; code?: string },
  apiPath: string,
  currentUrl: string,
): ErrorAction {
  const { status, message } = failure;
  if (status === 401 && (message === ERROR_MESSAGES.expiredToken || message === ERROR_MESSAGES.sessionInvalidated)) {
    return { type: 'logout', href: '/auth/logout' };
  }
  if (status === 403 && message === ERROR_MESSAGES.userBlocked) {
    return { type: 'logout', href: `/auth/logout?msg=${encodeURIComponent(CLIENT_MESSAGES.accountRestricted)}` };
  }
  if (status === 403 && message === ERROR_MESSAGES.enterpriseExpired) {
    return { type: 'logout', href: '/auth/logout?next=/auth/enterprise-wall' };
  }
  if (status === 429 && failure.code === ERROR_CODES.searchLimit) {
    return { type: 'security-check', returnTo: isLayoffCall(apiPath) ? '/layoffs' : currentUrl };
  }
  if (isJobsCall(apiPath)) {
    return { type: 'toast', message };
  }
  return { type: 'none' };
}
