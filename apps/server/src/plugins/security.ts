import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-request nonce for the page's inline scripts (theme, hydration data, tags). */
    cspNonce: string;
  }
  interface FastifyContextConfig {
    /**
     * The route's answer may be framed by any site (the salary widget): it gets the embeddable
     * policy and no X-Frame-Options. Every other route refuses framing.
     */
    embeddable?: boolean;
  }
}

/**
 * The one page that opens Plaid's own screen (Plaid Link: its script from cdn.plaid.com, its frame
 * from the same host, its calls to Plaid's API), and only when Plaid is the configured bank-linking
 * provider (ADR 049). Every other page's policy keeps Plaid out.
 */
export const PLAID_LINK_PAGE = '/tools/networth';
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

const plaidConfigured = (config: Config) => Boolean(config.PLAID_CLIENT_ID && config.PLAID_SECRET);

/** Whether the answer to `url` (path and query) is the Plaid Link page with Plaid configured. */
export const opensPlaidLink = (config: Config, url: string) => plaidConfigured(config) && url.split('?')[0] === PLAID_LINK_PAGE;

/** Hosts each third-party tag needs, added to the policy only when that tag is configured. */
function tagSources(config: Config, page: { plaidLink?: boolean }) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  // Razorpay's checkout runs its script and its payment window (an iframe) from its own hosts, in
  // every environment where it is configured (Stripe Checkout is a redirect and needs nothing here).
  if (config.RAZORPAY_KEY_ID) {
    script.push('https://checkout.razorpay.com');
    frame.push('https://api.razorpay.com');
    connect.push('https://lumberjack.razorpay.com');
    img.push('https://cdn.razorpay.com');
  }
  if (page.plaidLink && plaidConfigured(config)) {
    script.push(PLAID_LINK_SCRIPT);
    frame.push('https://cdn.plaid.com');
    connect.push(`https://${config.PLAID_ENV}.plaid.com`);
  }
  if (config.NODE_ENV !== 'production') return { script, connect, img, frame };
  if (config.GA_MEASUREMENT_ID) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (config.CLARITY_PROJECT_ID) {
    script.push('https://www.clarity.ms', 'https://*.clarity.ms');
    connect.push('https://*.clarity.ms');
    img.push('https://*.clarity.ms');
  }
  if (config.ADSENSE_CLIENT_ID) {
    script.push('https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google');
    img.push('https://pagead2.googlesyndication.com');
    frame.push('https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com');
  }
  if (config.CRISP_WEBSITE_ID) {
    script.push('https://client.crisp.chat');
    connect.push('https://client.crisp.chat', 'wss://client.relay.crisp.chat');
    img.push('https://client.crisp.chat', 'https://image.crisp.chat');
    frame.push('https://game.crisp.chat');
  }
  return { script, connect, img, frame };
}

export function buildContentSecurityPolicy(config: Config, nonce: string, options: { dev?: boolean; plaidLink?: boolean } = {}) {
  const tags = tagSources(config, options);
  // The dev server injects its client and HMR socket; production pages run only our own hashed bundles.
  const devScript = options.dev ? ["'unsafe-eval'"] : [];
  const devConnect = options.dev ? ['ws:', 'wss:'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...devScript, ...tags.script],
    // Mantine sets style attributes and a CSS-variables <style>; neither can execute code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tags.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...devConnect, ...tags.connect],
    'frame-src': tags.frame.length > 0 ? tags.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([key, values]) => `${key} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of an answer other sites may frame or load (the salary widget and its script): no
 * script at all, its one inline style by nonce, images from us, any site may frame it
 * (docs/decisions/044-logos-blog-widget.md).
 */
export function buildEmbeddablePolicy(nonce: string) {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    'frame-ancestors *',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export async function registerSecurity(app: FastifyInstance, config: Config, options: { dev?: boolean } = {}) {
  // Helmet sets the other headers (HSTS, nosniff, referrer policy, COOP...); the CSP is ours
  // because it carries a per-request nonce.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: with it a browser sends `Origin: null` on a plain form post, which
    // the page router's cross-site check refuses, so forms would not work without JavaScript.
    // This policy still sends other sites the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.embeddable) {
      reply.removeHeader('x-frame-options');
      // Other sites load it: the browser must not hold it back as same-origin only.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('content-security-policy', buildEmbeddablePolicy(request.cspNonce));
      return payload;
    }
    // The API docs page brings its own policy (swagger-ui's staticCSP).
    if (!request.url.startsWith('/api/docs') && !reply.hasHeader('content-security-policy')) {
      const plaidLink = opensPlaidLink(config, request.url);
      reply.header('content-security-policy', buildContentSecurityPolicy(config, request.cspNonce, { ...options, plaidLink }));
    }
    return payload;
  });
}
