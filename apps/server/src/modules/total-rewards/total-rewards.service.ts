import { AppError, api, currencyForCountry, standardLevelName, type SessionUser } from '@paysight/contract';
import type { BenchmarkingDeps } from '../benchmarking/benchmarking.service.js';
import { compaRatio, positionOf } from '../benchmarking/payroll.rules.js';
import { companyBySlug } from '../catalog/catalog.service.js';
import { cellKey, employeeDataset, marketCellsFor, type EmployeeRow } from '../benchmarking/payroll.service.js';
import { assertRegion, workspaceOf, type WorkspaceContext } from '../workspaces/workspaces.service.js';
import { renderStatementsPdf } from './statement-pdf.js';
import { buildStatement, currentYear, grantFromPayroll, periodOf } from './statement.rules.js';
import { planOf, upsertPlan } from './total-rewards.queries.js';

/**
 * Total rewards statements (docs/decisions/056-total-rewards.md): the workspace is checked first
 * (workspaceOf), then its latest payroll version is read for the employees asked for, each priced by
 * the pure engine (statement.rules.ts) with the workspace's saved plan values (the defaults until it
 * saves some) and placed against its market cell (the payroll comparison's benchmark, under the same
 * privacy rules). An employee id the workspace's payroll does not have is 404, whoever else has it.
 */

const DEFAULT_PLAN = api.statementPlan.parse({});

async function planView(deps: BenchmarkingDeps, orgId: number): Promise<api.RewardsPlanView> {
  const row = await planOf(deps.db, orgId);
  if (!row) return { plan: DEFAULT_PLAN, saved: false, version: 0, updatedAt: null };
  // Stored as validated; a plan saved before a field was added takes that field's default.
  const parsed = api.statementPlan.safeParse(row.plan);
  return { plan: parsed.success ? parsed.data : DEFAULT_PLAN, saved: true, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** GET /total-rewards/plan: any workspace member. */
export async function getRewardsPlan(deps: BenchmarkingDeps, user: SessionUser | null): Promise<api.RewardsPlanView> {
  const ctx = await workspaceOf(deps, user);
  return planView(deps, ctx.orgId);
}

/** PUT /total-rewards/plan: analysts and admins replace the plan values. */
export async function saveRewardsPlan(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  plan: api.StatementPlan,
): Promise<api.RewardsPlanView> {
  const ctx = await workspaceOf(deps, user, 'analyst');
  if (plan.stockCompany !== null && !(await companyBySlug(deps.db, plan.stockCompany))) {
    throw new AppError(400, `stockCompany: no company "${plan.stockCompany}" in the catalogue`);
  }
  await upsertPlan(deps.db, ctx.orgId, plan as unknown as Record<string, unknown>, ctx.userId, deps.now());
  return planView(deps, ctx.orgId);
}

const NO_EMPLOYEE = (ref: string) => new AppError(404, `No employee ${ref} in your workspace's payroll`);

interface Loaded {
  ctx: WorkspaceContext;
  statements: api.RewardsStatement[];
}

/** The statements of the employees asked for (all when `refs` is null), in the payroll's order. */
async function statementsOf(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  refs: readonly string[] | null,
  year: number | undefined,
): Promise<Loaded> {
  const ctx = await workspaceOf(deps, user);
  const dataset = await employeeDataset(deps, ctx, { refs });
  if (!dataset) {
    if (refs && refs.length > 0) throw NO_EMPLOYEE(refs[0]!);
    throw new AppError(404, 'Your workspace has no payroll yet: upload one on the peer benchmarking page');
  }
  const { upload, employees: rows } = dataset;
  assertRegion(ctx, upload.countryCode);
  if (refs) {
    const found = new Set(rows.map((r) => r.employeeRef));
    const missing = refs.find((r) => !found.has(r));
    if (missing !== undefined) throw NO_EMPLOYEE(missing);
  }
  if (rows.length > api.STATEMENTS_BULK_MAX) {
    throw new AppError(400, `At most ${api.STATEMENTS_BULK_MAX} statements go in one file: name the employees with ids`);
  }
  const cc = upload.countryCode;
  const [{ plan }, market] = await Promise.all([
    planView(deps, ctx.orgId),
    rows.length > 0 ? marketCellsFor(deps, ctx, cc, rows, upload.peerGroupId) : null,
  ]);
  const period = periodOf(cc, year ?? currentYear(cc, deps.now()));
  const statements = rows.map((r) => buildStatement(employeeOf(r, cc, plan, market), plan, period));
  return { ctx, statements };
}

type Market = Awaited<ReturnType<typeof marketCellsFor>> | null;

/** A payroll row as the engine's input, with its market cell when the cell is shown. */
function employeeOf(r: EmployeeRow, cc: 'in' | 'us', plan: api.StatementPlan, market: Market): api.StatementEmployee {
  const family = market?.familyById.get(r.familyId);
  const cell = family ? market!.cells.get(cellKey(family.slug, r.level, r.metro)) : undefined;
  const shown = cell?.shown && cell.base && cell.total && cell.evidence ? cell : null;
  const grant = grantFromPayroll(r, plan);
  return api.statementEmployee.parse({
    employeeId: r.employeeRef,
    name: r.name ?? null,
    title: r.title,
    levelName: standardLevelName(r.level),
    location: r.metro,
    countryCode: cc,
    currency: currencyForCountry(cc),
    base: r.base,
    bonusTarget: r.bonusTarget,
    hireDate: r.hireDate,
    equityYearly: r.equity,
    grants: grant ? [grant] : [],
    market: shown
      ? {
          compaRatio: compaRatio(r.base, shown.base!.p50),
          position: positionOf(r.base, shown.base!),
          p50Base: shown.base!.p50,
          p50Total: shown.total!.p50,
          records: shown.evidence!.records,
        }
      : null,
  });
}

/** GET /total-rewards/statements/:employeeId: any workspace member. */
export async function getRewardsStatement(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  ref: string,
  year: number | undefined,
): Promise<api.RewardsStatement> {
  const { statements } = await statementsOf(deps, user, [ref], year);
  return statements[0]!;
}

/** A file name's safe part: letters, digits, dot, dash and underscore. */
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60);

/** One employee's statement (refs of one) or many in one PDF, and its file name. */
export async function rewardsStatementsPdf(
  deps: BenchmarkingDeps,
  user: SessionUser | null,
  refs: readonly string[] | null,
  year: number | undefined,
): Promise<{ pdf: Buffer; filename: string }> {
  const { ctx, statements } = await statementsOf(deps, user, refs, year);
  if (statements.length === 0) throw new AppError(404, "Your workspace's payroll has no employees");
  const period = statements[0]!.period.label;
  const pdf = await renderStatementsPdf(statements, {
    workspaceName: ctx.org.name,
    preparedOn: deps.now().toISOString().slice(0, 10),
  });
  const one = statements.length === 1 && refs?.length === 1 ? statements[0]! : null;
  const filename = one
    ? `total-rewards-${safe(one.employee.employeeId)}-${safe(period)}.pdf`
    : `total-rewards-statements-${safe(period)}.pdf`;
  return { pdf, filename };
}
