import { readAshby } from './ashby.js';
import { readGreenhouse } from './greenhouse.js';
import type { Reader } from './html.js';
import { readLever } from './lever.js';

/**
 * The public job-board readers by board type. Each turns one saved board response (JSON text)
 * into normalised postings, dropping those not updated in the month before `now` and counting
 * every skipped posting by reason; a response that is not the board's format throws.
 */
export const READERS = {
  greenhouse: readGreenhouse,
  lever: readLever,
  ashby: readAshby,
} satisfies Record<string, Reader>;

export type ReadableBoard = keyof typeof READERS;

export { readAshby, readGreenhouse, readLever };
export {
  parseLocation,
  splitLocations,
  sanitiseDescription,
  htmlToText,
  SKIP_STALE,
  SKIP_UNREADABLE,
  type Reader,
  type ReaderOptions,
} from './html.js';
