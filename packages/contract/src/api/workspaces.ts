import { z } from 'zod';
import { routesOf } from './schemas.js';
import { COUNTRY_CODES, TRIAL_LINK_TTL_HOURS, WORKSPACE_ROLES } from '../constants.js';

/**
 * Enterprise workspaces (SPEC §6): an enterprise organisation with its members and their roles.
 * Members sign in through the organisation's identity provider with an email at one of its
 * domains; an admin gives roles by email (before or after a first sign-in) and removes members.
 * A member without a given role is a viewer. Operators keep the CLI (`npm run admin`).
 */

const role = z.enum(WORKSPACE_ROLES, { error: `role must be one of ${WORKSPACE_ROLES.join(', ')}` });

export const workspaceData = z.object({
  id: z.number().int(),
  name: z.string(),
  domains: z.array(z.string()),
  /** Null: members sign in by emailed link at the workspace's domains (a trial workspace). */
  ssoProvider: z.enum(['google', 'microsoft']).nullable(),
  plan: z.enum(['premium', 'basic']),
  trial: z.boolean(),
  /** Access lasts until this instant; after it members land on the enterprise wall. */
  expiresAt: z.string(),
  /** The region the workspace is locked to; null: both. */
  region: z.enum(COUNTRY_CODES).nullable(),
  /** The signed-in member's role. */
  role,
});
export type Workspace = z.infer<typeof workspaceData>;

const enterpriseRoutes = routesOf('enterprise', 'enterprise');

export const getWorkspace = enterpriseRoutes.get('/enterprise/workspace', workspaceData, {
  summary: "The signed-in member's workspace: plan, trial, expiry, region lock and their role",
});

export const workspaceMember = z.object({
  email: z.string(),
  /** Null until the person has signed in. */
  name: z.string().nullable(),
  role,
  signedIn: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type WorkspaceMemberView = z.infer<typeof workspaceMember>;

export const workspaceMembersData = z.object({
  members: z.array(workspaceMember),
  /** Emails removed by an admin: they may not sign in to the workspace until added back. */
  removed: z.array(z.string()),
});
export type WorkspaceMembers = z.infer<typeof workspaceMembersData>;

export const listWorkspaceMembers = enterpriseRoutes.get('/enterprise/members', workspaceMembersData, {
  summary: 'The workspace members with their roles (workspace admins)',
});

export const setWorkspaceMemberBody = z.object({
  email: z.email('email must be an email address').max(254),
  role,
});

export const setWorkspaceMember = enterpriseRoutes.put('/enterprise/members', workspaceMembersData, {
  summary: "Adds a member by email at one of the workspace's domains, or changes a member's role (workspace admins)",
  body: setWorkspaceMemberBody,
});

export const removeWorkspaceMember = enterpriseRoutes.delete('/enterprise/members/:email', workspaceMembersData, {
  summary: 'Removes a member: their sessions end and they may not sign in to the workspace again (workspace admins)',
  params: z.object({ email: z.email('email must be an email address').max(254) }),
});

/**
 * Trial workspaces (SPEC §6): /employers asks for a trial with a work email; the link mailed to it
 * confirms the domain. Confirming creates the workspace (trial, locked to the chosen region), makes
 * the requester its admin and signs them in. Colleagues at the domain then sign in by emailed link.
 */
export const trialRequestBody = z.object({
  email: z
    .email('email must be an email address')
    .max(254)
    .transform((e) => e.trim().toLowerCase()),
  companyName: z.string().trim().min(2, 'company name is required').max(120, 'company name is at most 120 characters'),
  region: z.enum(COUNTRY_CODES, { error: `region must be one of ${COUNTRY_CODES.join(', ')}` }),
});
export type TrialRequestBody = z.infer<typeof trialRequestBody>;

export const requestTrial = enterpriseRoutes.post('/enterprise/trial', z.object({ sent: z.literal(true), email: z.string() }), {
  access: 'public',
  summary: `Mails a link (valid ${TRIAL_LINK_TTL_HOURS} hours, once) that confirms a work email and starts a trial workspace for its domain`,
  body: trialRequestBody,
});

const trialToken = z.string().min(20, 'token is not a trial link').max(200, 'token is not a trial link');

export const trialLinkData = z.object({
  email: z.string(),
  domain: z.string(),
  companyName: z.string(),
  region: z.enum(COUNTRY_CODES),
  expiresAt: z.string(),
});
export type TrialLink = z.infer<typeof trialLinkData>;

export const checkTrialLink = enterpriseRoutes.get('/enterprise/link/is/token', trialLinkData, {
  access: 'public',
  summary: 'Whether a trial link is live (unused and unexpired), and what it starts; it is not spent',
  querystring: z.object({ token: trialToken }),
});

export const confirmTrial = enterpriseRoutes.post(
  '/enterprise/trial/confirm',
  z.object({ token: z.string(), workspace: z.object({ id: z.number().int(), name: z.string(), expiresAt: z.string() }) }),
  {
    access: 'public',
    summary: 'Spends a trial link: creates the trial workspace with the requester as admin and signs them in',
    body: z.object({ token: trialToken }),
  },
);
