import { loadConfig } from '../config.js';
import {
  BOARD_FETCH_TIMEOUT_MS,
  JobBoardsConfigError,
  parseJobBoards,
  syncBoards,
  type BoardSyncResult,
} from '../modules/jobs/jobs-sync.service.js';
import { openConfiguredDatabase, runCli } from './cli-support.js';

export const USAGE = `Usage: npm run jobs:sync

Fetches every job board JOB_BOARDS names from its public API and imports its open jobs (only jobs
updated within the last month are kept; a job seen before adds nothing). Set JOB_BOARDS to
comma-separated type:token=Company name entries, type greenhouse, lever or ashby:

  JOB_BOARDS="greenhouse:acme=Acme Robotics,lever:acme=Acme Robotics,ashby:Acme=Acme Robotics" npm run jobs:sync

The token is the board's name for the company's board, as in its URL. Each board has
${BOARD_FETCH_TIMEOUT_MS / 1000} seconds to answer; a board that fails is recorded with its error
(GET /api/v1/job-boards shows it) and the others still run. Uses the server's configuration
(DATABASE_URL, or the embedded database in DATA_DIR/pglite); with the embedded database, stop the
server first.

Exit codes: 0 every board synced, 1 a board failed, 2 JOB_BOARDS unset or wrong.`;

function describe(result: BoardSyncResult): string {
  const name = `${result.board.type}:${result.board.token} (${result.board.companyName})`;
  if (!result.ok) return `FAILED  ${name}: ${result.error}`;
  const s = result.summary;
  const skipped = Object.entries(s.skipped)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${count} ${reason}`);
  return (
    `synced  ${name}: ${s.read} postings read, ${s.imported} new jobs, ${s.merged} merged into existing jobs, ${s.updated} updated` +
    (skipped.length > 0 ? `; skipped: ${skipped.join(', ')}` : '')
  );
}

async function main(argv: string[]): Promise<number> {
  if (argv.some((a) => ['help', '--help', '-h'].includes(a))) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (argv.length > 0) {
    console.error(`Error: npm run jobs:sync takes no arguments (got ${argv.join(' ')}).\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.JOB_BOARDS === undefined) {
    console.error(`Error: JOB_BOARDS is not set, so there is no board to sync.\n\n${USAGE}`);
    return 2;
  }
  let boards;
  try {
    boards = parseJobBoards(config.JOB_BOARDS);
  } catch (err) {
    if (!(err instanceof JobBoardsConfigError)) throw err;
    console.error(`Error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  const database = await openConfiguredDatabase('npm run jobs:sync');
  try {
    const results = await syncBoards(
      { db: database.db, fetch: (url, init) => fetch(url, init), now: () => new Date(), minSlice: config.MIN_SLICE },
      boards,
    );
    for (const result of results) {
      if (result.ok) process.stdout.write(`${describe(result)}\n`);
      else console.error(describe(result));
    }
    const failed = results.filter((r) => !r.ok).length;
    process.stdout.write(
      failed === 0
        ? `All ${results.length} boards synced.\n`
        : `${results.length - failed} of ${results.length} boards synced; ${failed} failed.\n`,
    );
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCli(main);
