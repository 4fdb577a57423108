import { AppError } from '@paysight/contract';
import type { MemberSalary, NewMemberSalary } from '@paysight/db';
import { onePer } from '../../lib/one-per.js';
import {
  addJudgedMemberRecords,
  judgeMemberRecord,
  recordsTransaction,
  type JudgedRecord,
  type MemberRecordInput,
} from '../salary-records/salary-records.service.js';
import { addedSinceByUser, insertContributions, keepLatestCurrent, type ContributionRow } from './contributions.queries.js';
import type { ContributionDeps } from './contributions.service.js';

/** A new contribution ready to write: the record's figures and the member's own row (without its record). */
export interface NewContribution {
  figures: MemberRecordInput;
  entry: Omit<NewMemberSalary, 'recordId'>;
}

export interface WrittenContribution {
  entry: MemberSalary;
  record: NonNullable<ContributionRow['record']>;
}

/** A new contribution with the outlier rule's verdict on its figures, read before its transaction. */
interface Judged extends NewContribution {
  judged: JudgedRecord;
}

interface Waiting extends Judged {
  done: (written: WrittenContribution) => void;
  failed: (err: unknown) => void;
}

/** New contributions a member may add in a day: plenty for a career's history, too few to flood a slice. */
export const DAILY_CONTRIBUTIONS = 10;

/** What became of one contribution of a batch: written, or refused by the daily limit. */
type Outcome = { written: WrittenContribution } | { refused: AppError };

/** Most contributions written in one transaction. */
const MAX_BATCH = 50;

/**
 * New contributions written together (group commit, ADR 041). The embedded database runs one
 * transaction at a time and holds it while the server prepares each next statement, so twenty
 * members saving at once queued behind twenty transactions of five round trips each. Here the
 * first contribution is written at once, and those that arrive meanwhile are written together in
 * the next transaction: their records in one statement, their rows in another. Each request is
 * answered only once its transaction has committed, so an acknowledged contribution is never lost.
 * Should a batch fail, its contributions are written one by one, each getting its own answer.
 */
export class ContributionBatches {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(private readonly deps: ContributionDeps) {}

  async write(item: NewContribution): Promise<WrittenContribution> {
    const judged = await judgeMemberRecord(this.deps.db, item.figures);
    return new Promise((done, failed) => {
      this.#waiting.push({ ...item, judged, done, failed });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain() {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) {
        const batch = this.#waiting.splice(0, MAX_BATCH);
        try {
          const outcomes = await writeTogether(this.deps, batch);
          batch.forEach((item, i) => settle(item, outcomes[i]!));
        } catch (err) {
          if (batch.length === 1) batch[0]!.failed(err);
          else
            for (const item of batch) {
              try {
                settle(item, (await writeTogether(this.deps, [item]))[0]!);
              } catch (own) {
                item.failed(own);
              }
            }
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}

const settle = (item: Waiting, outcome: Outcome) => ('written' in outcome ? item.done(outcome.written) : item.failed(outcome.refused));

/**
 * One transaction: the daily limit (counted here, so members' concurrent requests cannot pass it
 * together), the records (judged by the outlier rule before, in `write`), the members' rows, and
 * each member's newest current pay unmarking their others: four statements whatever the batch holds.
 */
async function writeTogether(deps: ContributionDeps, items: readonly Judged[]): Promise<Outcome[]> {
  return recordsTransaction(deps, async (rtx) => {
    const since = new Date(deps.now().getTime() - 24 * 3_600_000);
    const added = await addedSinceByUser(rtx.tx, [...new Set(items.map((item) => item.entry.userId))], since);
    const allowed = items.map((item) => {
      const n = added.get(item.entry.userId) ?? 0;
      if (n >= DAILY_CONTRIBUTIONS) return false;
      added.set(item.entry.userId, n + 1);
      return true;
    });
    const toWrite = items.filter((_, i) => allowed[i]);
    const written: WrittenContribution[] = [];
    if (toWrite.length > 0) {
      const records = await addJudgedMemberRecords(
        rtx,
        toWrite.map((item) => item.judged),
      );
      const rows = await insertContributions(
        rtx.tx,
        toWrite.map((item, i) => ({ ...item.entry, recordId: records[i]!.recordId })),
      );
      await keepLatestCurrent(
        rtx.tx,
        rows.filter((row) => row.isCurrent),
      );
      rows.forEach((entry, i) => written.push({ entry, record: records[i]!.record }));
    }
    let next = 0;
    return allowed.map((ok) =>
      ok
        ? { written: written[next++]! }
        : { refused: new AppError(429, `You can add at most ${DAILY_CONTRIBUTIONS} salaries a day; try again tomorrow`) },
    );
  });
}

/** The app's one writer (its dependencies are built once per app). */
export const contributionBatches = onePer((deps: ContributionDeps) => new ContributionBatches(deps));
