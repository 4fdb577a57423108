import { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import { pdfText } from '../../lib/document-text.js';
import { loadCookieSecret } from '../../lib/secrets.js';
import { requireUser } from '../../plugins/session.js';
import { createOffersCaptcha } from './captcha.js';
import { readOfferLetter } from './offer-letter.js';
import { analyseOffer, createOffer, getCaptcha, getOffer, listOffers, negotiateChecklist, type OffersDeps } from './offers.service.js';

/**
 * Offers: members only (guests 401); each offer only for its own member (others 403). The
 * captcha's HMAC key comes from the cookie secret (see captcha.ts).
 */
export function registerOffersRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; config: Pick<Config, 'MIN_SLICE' | 'COOKIE_SECRET' | 'DATA_DIR'>; recordsChanged?: () => void },
) {
  const { db, now, config, recordsChanged } = options;
  const cookieSecret = loadCookieSecret(config.COOKIE_SECRET, config.DATA_DIR);
  const deps: OffersDeps = { db, now, minSlice: config.MIN_SLICE, captcha: createOffersCaptcha({ db, cookieSecret, now }), recordsChanged };
  bindRoute(app, api.getOffersCaptcha, async ({ request, reply }) => {
    requireUser(request);
    reply.header('cache-control', 'no-store');
    return getCaptcha(deps);
  });
  // The upload is registered before /offers/:id so the static path is never read as an id (Fastify prefers it anyway).
  bindRoute(app, api.uploadOfferLetter, async ({ request }) => {
    requireUser(request);
    const upload = await readUpload(request, { field: 'file', maxBytes: api.OFFER_LETTER_MAX_BYTES, allowed: ['pdf'] });
    return readOfferLetter(await pdfText(upload.bytes));
  });
  bindRoute(app, api.createOffer, async ({ request, body }) => createOffer(deps, requireUser(request), body));
  bindRoute(app, api.listOffers, async ({ request }) => listOffers(deps, requireUser(request)));
  bindRoute(app, api.getOffer, async ({ request, params }) => getOffer(deps, requireUser(request), params.id));
  bindRoute(app, api.getOfferAnalysis, async ({ request, params }) => analyseOffer(deps, requireUser(request), params.id));
  bindRoute(app, api.getNegotiateChecklist, async ({ request, params }) => negotiateChecklist(deps, requireUser(request), params.id));
}
