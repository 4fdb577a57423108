import type { api } from '@paysight/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { bulkPdfHref, parsePage, parseYear, readBulkChoice } from './statements-query';

/**
 * /compa/statements: the payroll's employees by name (`?page=`, as the roster pages them) and the
 * workspace's plan values. The list's bulk form comes back here with `download=pdf` and the ticked
 * `id`s: within the limit it is sent on to the API's bulk PDF, else the page says why.
 */
export async function loadStatements(args: LoaderFunctionArgs) {
  const found = await employerWorkspace(args);
  if (found.kind !== 'ok') return found;
  const { api, client, url, workspace } = found;
  const year = parseYear(url.searchParams.get('year'));
  let bulkError: string | null = null;
  if (url.searchParams.get('download') === 'pdf') {
    const choice = readBulkChoice(url.searchParams);
    if (choice.ok) throw redirect(bulkPdfHref(choice.ids, year));
    bulkError = choice.message;
  }
  const page = parsePage(url.searchParams.get('page'));
  const [roster, plan] = await Promise.all([
    client.call(api.getCompaRoster, { query: { sort: 'name', page } }),
    client.call(api.getRewardsPlan, {}),
  ]);
  if (!plan.ok) throw new Error(`GET /total-rewards/plan answered ${plan.status}: ${plan.message}`);
  return {
    kind: 'list' as const,
    workspace,
    roster: roster.ok ? roster.data.roster : null,
    rosterError: roster.ok ? null : roster.message,
    plan: plan.data,
    bulkError,
    ticked: url.searchParams.getAll('id'),
    /** The year chosen, kept while paging. */
    year,
    saved: url.searchParams.get('saved') === '1',
    bulkMax: api.STATEMENTS_BULK_MAX,
  } satisfies { roster: api.CompaRoster | null; plan: api.RewardsPlanView; [k: string]: unknown };
}

/** /compa/statements/{employeeId}: one employee's statement for `?year=` (this year's by default). */
export async function loadStatement(args: LoaderFunctionArgs) {
  const found = await employerWorkspace(args);
  if (found.kind !== 'ok') return found;
  const { api, client, url, workspace } = found;
  const employeeId = args.params.employeeId ?? '';
  const year = parseYear(url.searchParams.get('year'));
  const statement = await client.call(api.getRewardsStatement, { params: { employeeId }, query: year ? { year } : {} });
  if (!statement.ok) {
    if (statement.status === 404 || statement.status === 400) {
      return { kind: 'missing' as const, workspace, employeeId, message: statement.message };
    }
    throw new Error(`GET /total-rewards/statements/${employeeId} answered ${statement.status}: ${statement.message}`);
  }
  return {
    kind: 'statement' as const,
    workspace,
    statement: statement.data,
    year: Number(statement.data.period.start.slice(0, 4)),
    thisYear: new Date().getUTCFullYear(),
  } satisfies { statement: api.RewardsStatement; [k: string]: unknown };
}
