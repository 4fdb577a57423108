import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest that the server must read back (a linked bank's access token): sealed with
 * AES-256-GCM under the vault key, so a copy of the database alone yields nothing usable, and a
 * changed ciphertext fails to open instead of giving a wrong token.
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url (12-byte IV, 16-byte tag).
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('the vault key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** VAULT_KEY (32 bytes, base64) when configured, otherwise one generated on first use and kept in DATA_DIR (mode 0600). */
export function loadVaultKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'vault-key');
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte key`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    writeFileSync(file, key.toString('base64'), { mode: 0o600 });
    return key;
  }
}
