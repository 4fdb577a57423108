import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS CSPRNG, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Tokens are stored as SHA-256 hashes: they are long random values, so a fast hash is enough
 * (a stolen table yields nothing usable) and lookups stay indexable.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
