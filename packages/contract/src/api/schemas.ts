import { z } from 'zod';
import { COUNTRY_CODES } from '../constants.js';

/** Pieces the calls' schemas share, written once so every call validates and documents them alike. */

export const cc = z.enum(COUNTRY_CODES);

/** A catalogue entry as the screens show and link it. */
export const named = z.object({ name: z.string(), slug: z.string() });

/** A required catalogue slug in a path or query. */
export const slug = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(200, `${field} is too long`)
    .regex(/^[a-z0-9-]+$/, `${field} must be in slug form`);

/** An email a member signs in with: the sign-in form's rules (SPEC §5). */
export const signInEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter your work/school email only!'))
  .transform((v) => v.toLowerCase());

/**
 * Calls that take nothing: no body, or an empty JSON object (what a caller that always sends JSON,
 * such as the web app's server side, sends).
 */
export const nothing = z.object({}).strict().nullish();
