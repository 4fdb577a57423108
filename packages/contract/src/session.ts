import { z } from 'zod';
import { COUNTRY_CODES } from './constants.js';

/** Roles of SPEC §6. Guest may view everything; user inherits guest and may create, edit and remove. */
export const ROLES = ['guest', 'user', 'enterprise', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * The signed-in user as the shell sees it (SPEC §3 User, plus the profile completeness the header
 * popover shows). Null for an anonymous visitor.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema,
  premium: z.boolean(),
  enterprisePlan: z.enum(['premium', 'basic']).nullable(),
  enterpriseTrial: z.boolean(),
  enterpriseConfig: z.object({ region: z.enum(COUNTRY_CODES).nullable() }).nullable(),
  profileCompleteness: z.number().int().min(0).max(100),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
