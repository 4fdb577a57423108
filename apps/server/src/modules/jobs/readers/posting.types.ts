/**
 * What a job-board reader makes of one posting: the board's fields in one shape, before the
 * catalogue is consulted. The jobs import resolves company, title, locations and skills to
 * catalogue rows, drops stale postings and merges the same job seen on two boards.
 */

export const BOARD_TYPES = ['greenhouse', 'lever', 'ashby', 'paysight', 'demo'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

export const REMOTE_KINDS = ['full', 'hybrid', 'none'] as const;
export type RemoteKind = (typeof REMOTE_KINDS)[number];

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const PAY_INTERVALS = ['year', 'month', 'hour'] as const;
export type PayInterval = (typeof PAY_INTERVALS)[number];

/** One place as the board wrote it, split where the text allows ("Bengaluru, Karnataka, India"). */
export interface PostingLocation {
  /** The text as posted, trimmed ("San Francisco, CA", "Remote - US"). */
  raw: string;
  city: string | null;
  /** State or region as written (name or code), when given. */
  state: string | null;
  /** 'in' or 'us' when the text or the board's fields say so; null for elsewhere or unknown. */
  countryCode: 'in' | 'us' | null;
}

export interface PostingPay {
  /** Whole units of `currency` (dollars, rupees), per `interval`. min ≤ max. */
  min: number;
  max: number;
  /** ISO 4217, upper case ("USD", "INR"). */
  currency: string;
  interval: PayInterval;
}

export interface JobPosting {
  boardType: BoardType;
  /** The board's own name for the company's board (Greenhouse token, Lever site, Ashby name). */
  boardToken: string;
  /** The board's id for the posting, as a string. */
  externalId: string;
  title: string;
  /** The employer's name as the board or the import names it. */
  companyName: string;
  /** Every place the posting lists; empty when none is given. */
  locations: PostingLocation[];
  remote: RemoteKind;
  employmentType: EmploymentType | null;
  department: string | null;
  /** Sanitised HTML: the board's markup with scripts, styles, event handlers and unknown tags removed. */
  descriptionHtml: string;
  /** The same description as plain text (for matching and skill finding), whitespace collapsed. */
  descriptionText: string;
  pay: PostingPay | null;
  postedAt: Date;
  /** When the board last changed the posting; postedAt when the board gives nothing newer. */
  updatedAt: Date;
  /** Where a person applies (the board's hosted page). */
  applyUrl: string;
}

/** A reader's answer for one saved board response: the postings it could read, and why the others were skipped. */
export interface ReadResult {
  postings: JobPosting[];
  /** reason → count, e.g. { 'no title': 1 } */
  skipped: Record<string, number>;
}
