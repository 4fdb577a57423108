import { api } from '@paysight/contract';
import type { Db } from '@paysight/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { EventBus } from '../../lib/events.js';
import { bindRoute } from '../../http/bind-route.js';
import { readUpload } from '../../http/uploads.js';
import { pdfText } from '../../lib/document-text.js';
import { createOffersCaptcha } from './captcha.js';
import { readOfferLetter } from './offer-letter.js';
import {
  analyseOffer,
  createOffer,
  getCaptcha,
  getOffer,
  listOffers,
  negotiateChecklist,
  setOfferSharing,
  type OffersDeps,
} from './offers.service.js';

/**
 * Offers: members only (guests 401); each offer only for its own member (others 403). The
 * captcha's HMAC key comes from the cookie secret (see captcha.ts).
 */
export function registerOffersRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; config: Pick<Config, 'MIN_SLICE' | 'cookieSecret'>; events: EventBus },
) {
  const { db, now, config, events } = options;
  const deps: OffersDeps = {
    db,
    now,
    minSlice: config.MIN_SLICE,
    captcha: createOffersCaptcha({ db, cookieSecret: config.cookieSecret, now }),
    events,
  };
  bindRoute(app, api.getOffersCaptcha, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return getCaptcha(deps);
  });
  // The upload is registered before /offers/:id so the static path is never read as an id (Fastify prefers it anyway).
  bindRoute(app, api.uploadOfferLetter, async ({ request }) => {
    const upload = await readUpload(request, { field: 'file', maxBytes: api.OFFER_LETTER_MAX_BYTES, allowed: ['pdf'] });
    return readOfferLetter(await pdfText(upload.bytes));
  });
  bindRoute(app, api.createOffer, async ({ body, user }) => createOffer(deps, user, body));
  bindRoute(app, api.listOffers, async ({ user }) => listOffers(deps, user));
  bindRoute(app, api.getOffer, async ({ params, user }) => getOffer(deps, user, params.id));
  bindRoute(app, api.setOfferSharing, async ({ params, body, user }) => setOfferSharing(deps, user, params.id, body.countInFigures));
  bindRoute(app, api.getOfferAnalysis, async ({ params, user }) => analyseOffer(deps, user, params.id));
  bindRoute(app, api.getNegotiateChecklist, async ({ params, user }) => negotiateChecklist(deps, user, params.id));
}
