import type { SessionUser } from './session.js';

/** The configuration the browser may see: an explicit allow-list, built by the server. */
export interface ClientConfig {
  publicUrl: string;
  /** Where "Contact Us" on the enterprise wall writes to. */
  founderEmail: string;
  /** Sign-in by emailed link is offered. */
  magicLink: boolean;
  /** Days a trial workspace lasts (ENTERPRISE_TRIAL_DAYS). */
  trialDays: number;
  /** Third-party tag ids; null outside production. Each is null when not configured. */
  tags: {
    gaMeasurementId: string | null;
    clarityProjectId: string | null;
    adsenseClientId: string | null;
    crispWebsiteId: string | null;
  } | null;
}

/**
 * What the server hands every server-rendered request (React Router's load context).
 * `apiFetch` answers /api/v1 calls in-process with the visitor's own cookies and headers.
 */
export interface WebLoadContext {
  cspNonce: string;
  user: SessionUser | null;
  /** Why the visitor's session token was refused (expired, revoked, blocked...), if it was. */
  sessionError: { status: number; message: string } | null;
  clientConfig: ClientConfig;
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}
