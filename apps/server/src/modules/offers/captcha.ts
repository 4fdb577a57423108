import { createHmac } from 'node:crypto';
import { AppError } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createDbCounterStore, type CounterStore } from '../../lib/counter-store.js';

/**
 * The ALTCHA proof-of-work check in front of POST /offers (altcha-lib v2). A challenge is
 * PBKDF2/SHA-256 with a secret counter: the browser tries counters until the derived key matches
 * the signed prefix (about a second of work), the server checks the answer with one derivation.
 *
 * - The HMAC key is HMAC-SHA256(cookie secret, 'altcha-offers'): nothing new to configure, and a
 *   challenge from another purpose (or another deployment) never verifies here.
 * - A challenge expires after CAPTCHA_TTL_MS; its expiry is part of the signed parameters.
 * - A solved challenge works once: its signature is recorded in the database's rate_counters table
 *   (the counter store every server instance shares) until it expires; a second use is refused.
 */

export const CAPTCHA_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try, and the range of the secret counter (the number of tries). */
const COST = 1_000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2_500;
/** Marks the challenge's purpose inside the signed parameters. */
const PURPOSE = 'offers';

export interface OffersCaptcha {
  challenge(): Promise<Challenge & { signature: string }>;
  /** Throws a 400 "captcha: …" unless the payload solves an unexpired, unused challenge of ours; then uses it up. */
  verify(payload: string): Promise<void>;
}

export function altchaKey(cookieSecret: string): string {
  return createHmac('sha256', cookieSecret).update('altcha-offers').digest('hex');
}

const refuse = (why: string) => new AppError(400, `captcha: ${why}`);

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(payload: string): Payload {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    throw refuse('the answer could not be read; solve the captcha again');
  }
  const p = parsed as Partial<Payload> | null;
  if (!p || typeof p !== 'object' || !p.challenge?.parameters || typeof p.challenge.signature !== 'string' || !p.solution) {
    throw refuse('the answer could not be read; solve the captcha again');
  }
  return p as Payload;
}

export function createOffersCaptcha(options: { db: Db; cookieSecret: string; now: () => Date; store?: CounterStore }): OffersCaptcha {
  const hmacSignatureSecret = altchaKey(options.cookieSecret);
  const used = options.store ?? createDbCounterStore(options.db, options.now);

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        hmacSignatureSecret,
        expiresAt: new Date(options.now().getTime() + CAPTCHA_TTL_MS),
        data: { purpose: PURPOSE },
      });
      return { ...challenge, signature: challenge.signature! };
    },

    async verify(payload) {
      const { challenge, solution } = parsePayload(payload);
      const params = challenge.parameters;
      // The app's clock first (tests move it); altcha-lib checks the expiry against the real one too.
      const expiresAtMs = typeof params.expiresAt === 'number' ? params.expiresAt * 1000 : NaN;
      if (!Number.isFinite(expiresAtMs) || params.data?.purpose !== PURPOSE || params.algorithm !== ALGORITHM) {
        throw refuse('this is not an offers captcha; solve the captcha again');
      }
      const remainingMs = expiresAtMs - options.now().getTime();
      if (remainingMs <= 0) throw refuse('the captcha has expired; solve it again');
      let result;
      try {
        result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret });
      } catch {
        throw refuse('the answer is not valid; solve the captcha again');
      }
      if (result.expired) throw refuse('the captcha has expired; solve it again');
      if (!result.verified) throw refuse('the answer is not valid; solve the captcha again');
      // One use: the first hit on the signature counts 1, any replay before expiry counts more.
      const { count } = await used.hit(`altcha-offers:${challenge.signature}`, remainingMs + 60_000);
      if (count > 1) throw refuse('this captcha was already used; solve a new one');
    },
  };
}
