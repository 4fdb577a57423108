import { CLIENT_MESSAGES, MAGIC_LINK_TTL_MINUTES, type SocialProvider } from '@paysight/contract/core';
import { safeReturnUrl } from '@paysight/contract/core';
import { paths } from '~/config/paths';
import { PROVIDER_NAMES, type SignInMode, type SignInOptions } from './sign-in-options';

/**
 * What the login card shows (SPEC §2.5 auth/login, §4 login form): one pure function of the query,
 * the stored role, the sign-in options and the state of the email form, shared by the page and
 * the modal. The components only draw what this returns.
 */

export type MagicLinkSubmission =
  { state: 'idle' } | { state: 'submitting' } | { state: 'sent'; email: string } | { state: 'failed'; message: string };

export interface LoginCardInput {
  variant: 'page' | 'modal';
  /** The role query: "enterprise" turns enterprise mode on, "member" clears the stored role. */
  role?: string | null;
  /** The role entry in localStorage, read once mounted. */
  storedRole?: string | null;
  searchTitle?: string | null;
  returnUrl?: string | null;
  ok?: string | null;
  msg?: string | null;
  magicLinkEnabled: boolean;
  /** The provider buttons that follow the separator (GET /auth: the configured ones). */
  providers: readonly SocialProvider[];
  /** Modal config (SPEC §3): replaces the heading and the subtitle when given. */
  header?: string | null;
  subHeader?: string | null;
  submission?: MagicLinkSubmission;
  /** Trial workspaces can be asked for on /employers (they need magic link). */
  trialOffered?: boolean;
}

export interface LoginCardModel {
  mode: SignInMode;
  /** The "Enterprise" label above the heading. */
  label: 'Enterprise' | null;
  heading: string | null;
  subtitle: string | null;
  /** The red list. */
  errors: string[];
  /** The green "Hooray!" box. */
  success: string | null;
  showEmailForm: boolean;
  showSeparator: boolean;
  /** Neither the form nor a provider: say so rather than show an empty card. */
  noSignInMethod: boolean;
  /** What the "no way to sign in" line says for the mode. */
  noSignInText: string;
  /** The email form's button. */
  emailButton: string;
  /** Enterprise mode's way back to member sign-in (it clears the stored role); null otherwise. */
  memberSignInHref: string | null;
  /** Enterprise mode's way to start a trial workspace on /employers; null when none is offered. */
  trialHref: string | null;
  submitting: boolean;
  /** Where to come back to after signing in: the returnUrl when it is a path on this site. */
  next: string;
}

export const ENTERPRISE_ROLE = 'enterprise';
/** The role query that leaves enterprise mode: the stored role is cleared. */
export const MEMBER_ROLE = 'member';

export const LOGIN_TEXTS = {
  join: 'Join our trusted community!',
  enterprise: 'Please login with your SSO account',
  notEnterprise: 'Not an enterprise user?',
  memberSignIn: 'Sign in as a member',
  workspace: 'Sign in to your workspace',
  workspaceEmail: 'Workspaces without single sign-on sign in by emailed link: enter your work email and we send you one.',
  workspaceButton: 'Email me a sign-in link',
  noWorkspaceSignIn: 'Workspace sign-in is not set up on this site. Please write to us for access.',
  noSignIn: 'Sign-in is not available here right now. Please try again later or write to us.',
  trialPrompt: 'No workspace yet?',
  trialLink: 'Start a free trial',
  searchTitle: (title: string) => `Login now to view ${title}`,
  extensionTitle: 'Activate the extension',
  extension: 'Please sign in to activate the extension',
  linkSent: (email: string) => `Check your inbox: we sent a sign-in link to ${email}. It is valid for ${MAGIC_LINK_TTL_MINUTES} minutes.`,
} as const;

const clean = (value: string | null | undefined) => {
  const v = value?.trim();
  return v ? v : null;
};

/**
 * The subtitle under "Join our trusted community!" (SPEC §2.5: logging in with a work or school
 * email or a professional-network account), naming only what is offered: the email form when magic
 * link is on, and the professional network (else the web-account provider) when configured.
 */
export function joinSubtitle(magicLink: boolean, providers: readonly SocialProvider[]): string | null {
  const account = providers.includes('linkedin') ? PROVIDER_NAMES.linkedin : providers.includes('google') ? PROVIDER_NAMES.google : null;
  if (magicLink && account) return `Sign up or log in with your work or school email, or with your ${account} account.`;
  if (magicLink) return 'Sign up or log in with your work or school email.';
  if (account) return `Sign up or log in with your ${account} account.`;
  return null;
}

/** The login page's meta description, naming the ways to sign in that are offered. */
export function loginPageDescription(options: Record<SignInMode, SignInOptions>): string {
  const { regular, enterprise } = options;
  const ways = [...(regular.magicLink ? ['your work or school email'] : []), ...regular.providers.map((p) => PROVIDER_NAMES[p.provider])];
  // "a, b or c"
  const personal = ways.length > 1 ? `${ways.slice(0, -1).join(', ')} or ${ways.at(-1)}` : (ways[0] ?? '');
  const sso = enterprise.providers.length > 0 ? 'your company’s single sign-on' : '';
  const all = personal && sso ? `${personal}, or with ${sso}` : personal || sso;
  return all ? `Sign up or log in to Paysight with ${all}.` : 'Sign up or log in to Paysight.';
}

/** SPEC §4: enterprise mode is on if the stored role or the query role equals enterprise. */
export const isEnterpriseMode = (role: string | null | undefined, storedRole: string | null | undefined) =>
  role === ENTERPRISE_ROLE || storedRole === ENTERPRISE_ROLE;

export function loginCardModel(input: LoginCardInput): LoginCardModel {
  const enterprise = isEnterpriseMode(input.role, input.storedRole);
  const searchTitle = clean(input.searchTitle);
  const extension = Boolean(input.returnUrl?.includes('extension'));
  const submission = input.submission ?? { state: 'idle' };

  let heading: string | null;
  let subtitle: string | null = null;
  if (enterprise && input.providers.length === 0) {
    // No identity provider: the SSO line would promise what is not here (a dead end).
    heading = LOGIN_TEXTS.workspace;
    if (input.magicLinkEnabled) subtitle = LOGIN_TEXTS.workspaceEmail;
  } else if (enterprise) heading = LOGIN_TEXTS.enterprise;
  else if (extension) heading = LOGIN_TEXTS.extensionTitle;
  else if (searchTitle) heading = LOGIN_TEXTS.searchTitle(searchTitle);
  else {
    heading = LOGIN_TEXTS.join;
    subtitle = joinSubtitle(input.magicLinkEnabled, input.providers);
  }
  if (extension) subtitle = LOGIN_TEXTS.extension;
  if (input.variant === 'modal') {
    heading = clean(input.header) ?? heading;
    subtitle = clean(input.subHeader) ?? subtitle;
  }

  // What the query says is shown until the visitor sends the form; then the answer replaces it.
  const errors: string[] = [];
  let success: string | null = null;
  if (submission.state === 'idle') {
    const msg = clean(input.msg);
    if (msg) errors.push(msg);
    if (input.ok === 'false') errors.push(CLIENT_MESSAGES.failedToVerify);
    if (input.ok === 'true') success = CLIENT_MESSAGES.accountVerified;
  } else if (submission.state === 'failed') {
    errors.push(submission.message);
  } else if (submission.state === 'sent') {
    success = LOGIN_TEXTS.linkSent(submission.email);
  }

  // Enterprise mode: single sign-on when an identity provider is set up (SPEC §2.5), else the
  // emailed link, which workspaces without one (trials) sign in with.
  const showEmailForm = input.magicLinkEnabled && (!enterprise || input.providers.length === 0);
  return {
    mode: enterprise ? 'enterprise' : 'regular',
    label: enterprise ? 'Enterprise' : null,
    heading,
    subtitle,
    errors,
    success,
    showEmailForm,
    showSeparator: showEmailForm && input.providers.length > 0,
    noSignInMethod: !showEmailForm && input.providers.length === 0,
    noSignInText: enterprise ? LOGIN_TEXTS.noWorkspaceSignIn : LOGIN_TEXTS.noSignIn,
    emailButton: enterprise ? LOGIN_TEXTS.workspaceButton : 'Sign Up / Log In',
    memberSignInHref: enterprise
      ? paths.login({
          role: MEMBER_ROLE,
          returnUrl: clean(input.returnUrl) ?? undefined,
          searchTitle: clean(input.searchTitle) ?? undefined,
        })
      : null,
    trialHref: enterprise && input.trialOffered ? `${paths.employers()}#trial-title` : null,
    submitting: submission.state === 'submitting',
    next: safeReturnUrl(input.returnUrl),
  };
}
