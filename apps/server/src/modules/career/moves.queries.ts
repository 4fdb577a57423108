import {
  careerIntros,
  careerPeople,
  careerPositions,
  careerVersion,
  companies,
  titles,
  users,
  type CareerIntro,
  queryRows,
  type Db,
} from '@paysight/db';
import { aliasedTable, and, desc, eq, inArray, or, sql } from 'drizzle-orm';

/** The current version of career histories (bumped by a trigger on every write to positions). */
export async function currentCareerVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: careerVersion.version }).from(careerVersion).where(eq(careerVersion.id, 1));
  return row?.version ?? 0;
}

export interface PositionRow {
  personId: number;
  isDemo: boolean;
  companyId: number;
  titleId: number;
  startDate: string;
  endDate: string | null;
  payTotal: number | null;
  startPayTotal: number | null;
}

/**
 * Every position, in order, of the people in region `cc` who held the title (at the company, when
 * given): the tree walks each person's titles after it. One index scan for the holders, one for
 * their histories.
 */
export async function historiesOfTitleHolders(db: Db, cc: 'in' | 'us', titleId: number, companyId: number | null): Promise<PositionRow[]> {
  const holders = db
    .selectDistinct({ personId: careerPositions.personId })
    .from(careerPositions)
    .where(
      and(
        eq(careerPositions.titleId, titleId),
        eq(careerPositions.countryCode, cc),
        companyId === null ? undefined : eq(careerPositions.companyId, companyId),
      ),
    );
  return db
    .select({
      personId: careerPositions.personId,
      isDemo: careerPeople.isDemo,
      companyId: careerPositions.companyId,
      titleId: careerPositions.titleId,
      startDate: careerPositions.startDate,
      endDate: careerPositions.endDate,
      payTotal: careerPositions.payTotal,
      startPayTotal: careerPositions.startPayTotal,
    })
    .from(careerPositions)
    .innerJoin(careerPeople, eq(careerPeople.id, careerPositions.personId))
    .where(and(inArray(careerPositions.personId, holders), eq(careerPositions.countryCode, cc)))
    .orderBy(careerPositions.personId, careerPositions.startDate, careerPositions.id);
}

export async function titlesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; slug: string }>();
  const rows = await db
    .select({ id: titles.id, name: titles.name, slug: titles.slug })
    .from(titles)
    .where(inArray(titles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
}

export async function titleBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: titles.id, name: titles.name, slug: titles.slug }).from(titles).where(eq(titles.slug, slug));
  return row ?? null;
}

/**
 * Members (never demo people, never `exceptUserId`) who moved from one company straight to the
 * other, the most recent move first: the people an introduction can go to.
 */
export async function membersWhoMoved(db: Db, fromCompanyId: number, toCompanyId: number, exceptUserId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`
    with seq as (
      select pe.user_id, p.company_id, p.start_date,
             lead(p.company_id) over (partition by p.person_id order by p.start_date, p.id) as next_company,
             lead(p.start_date) over (partition by p.person_id order by p.start_date, p.id) as next_start
        from ${careerPositions} p
        join ${careerPeople} pe on pe.id = p.person_id
       where pe.user_id is not null and pe.user_id <> ${exceptUserId}
         and p.person_id in (select person_id from ${careerPositions} where company_id = ${fromCompanyId})
    )
    select user_id from seq
     where company_id = ${fromCompanyId} and next_company = ${toCompanyId}
     group by user_id
     order by max(next_start) desc, user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** Members already asked by `requesterId` about this move, with the request's status: each member is asked once per move. */
export async function alreadyAsked(db: Db, requesterId: string, fromCompanyId: number, toCompanyId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ targetId: careerIntros.targetId, status: careerIntros.status })
    .from(careerIntros)
    .where(
      and(
        eq(careerIntros.requesterId, requesterId),
        eq(careerIntros.fromCompanyId, fromCompanyId),
        eq(careerIntros.toCompanyId, toCompanyId),
      ),
    );
  return new Map(rows.map((r) => [r.targetId, r.status]));
}

export async function countOpenSent(db: Db, requesterId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careerIntros)
    .where(and(eq(careerIntros.requesterId, requesterId), eq(careerIntros.status, 'pending')));
  return row?.n ?? 0;
}

/** Inserts a request; null when the requester already has one open for this move (the partial unique index). */
export async function insertIntro(
  db: Db,
  row: { requesterId: string; targetId: string; fromCompanyId: number; toCompanyId: number; message: string; createdAt: Date },
): Promise<CareerIntro | null> {
  const [inserted] = await db.insert(careerIntros).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Answers a pending request addressed to `targetId`; null when there is none (another member's, or already answered). */
export async function answerIntro(db: Db, id: number, targetId: string, accept: boolean, at: Date): Promise<CareerIntro | null> {
  const [row] = await db
    .update(careerIntros)
    .set({ status: accept ? 'accepted' : 'declined', respondedAt: at })
    .where(and(eq(careerIntros.id, id), eq(careerIntros.targetId, targetId), eq(careerIntros.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function introById(db: Db, id: number) {
  const [row] = await db.select().from(careerIntros).where(eq(careerIntros.id, id));
  return row ?? null;
}

const fromCompany = aliasedTable(companies, 'from_company');
const toCompany = aliasedTable(companies, 'to_company');
const requester = aliasedTable(users, 'requester');
const target = aliasedTable(users, 'target');

/** The member's introductions, sent and received, newest first, with both companies and both people (the service hides names). */
export async function introsOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      intro: careerIntros,
      from: { name: fromCompany.name, slug: fromCompany.slug },
      to: { name: toCompany.name, slug: toCompany.slug },
      requester: { name: requester.name, email: requester.email },
      target: { name: target.name, email: target.email },
    })
    .from(careerIntros)
    .innerJoin(fromCompany, eq(fromCompany.id, careerIntros.fromCompanyId))
    .innerJoin(toCompany, eq(toCompany.id, careerIntros.toCompanyId))
    .innerJoin(requester, eq(requester.id, careerIntros.requesterId))
    .innerJoin(target, eq(target.id, careerIntros.targetId))
    .where(or(eq(careerIntros.requesterId, userId), eq(careerIntros.targetId, userId)))
    .orderBy(desc(careerIntros.createdAt), desc(careerIntros.id))
    .limit(limit);
}
