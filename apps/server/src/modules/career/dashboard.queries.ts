import {
  careerEducation,
  careerPeople,
  careerPositions,
  companyRatings,
  jobHunts,
  memberSalaries,
  profiles,
  users,
  type Db,
} from '@paysight/db';
import { and, eq, sql } from 'drizzle-orm';

/** What the dashboard reads of a member's own data, in one round of small queries. */
export async function memberDashboardFacts(db: Db, userId: string, year: number) {
  const count = sql<number>`count(*)::int`;
  const [[user], [profile], [salary], [positions], [education], [hunts]] = await Promise.all([
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
    db
      .select({ companyId: profiles.companyId, schoolId: profiles.schoolId, skillIds: profiles.skillIds, experience: profiles.experience })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db
      .select({ n: count })
      .from(memberSalaries)
      .where(and(eq(memberSalaries.userId, userId), eq(memberSalaries.isCurrent, true))),
    db
      .select({ n: count })
      .from(careerPositions)
      .innerJoin(careerPeople, eq(careerPeople.id, careerPositions.personId))
      .where(eq(careerPeople.userId, userId)),
    db
      .select({ n: count })
      .from(careerEducation)
      .innerJoin(careerPeople, eq(careerPeople.id, careerEducation.personId))
      .where(eq(careerPeople.userId, userId)),
    db.select({ n: count }).from(jobHunts).where(eq(jobHunts.userId, userId)),
  ]);
  const ratedThisYear = async (companyId: number) => {
    const [row] = await db
      .select({ n: count })
      .from(companyRatings)
      .where(and(eq(companyRatings.userId, userId), eq(companyRatings.companyId, companyId), eq(companyRatings.year, year)));
    return (row?.n ?? 0) > 0;
  };
  return {
    name: user?.name || user?.email.split('@')[0] || '',
    profile: profile ?? null,
    hasSalary: (salary?.n ?? 0) > 0,
    positions: positions?.n ?? 0,
    education: education?.n ?? 0,
    hunts: hunts?.n ?? 0,
    ratedThisYear,
  };
}
