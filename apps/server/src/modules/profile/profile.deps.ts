import type { Db } from '@paysight/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../providers/storage/storage.provider.js';

/** What the profile module's calls need: the profile (profile.service.ts) and its sources (profile.sources.ts) alike. */
export interface ProfileDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}
