import { profileCompleteness } from '@paysight/contract';
import { memberSalaries, users, type Profile } from '@paysight/db';
import { sql } from 'drizzle-orm';

/**
 * SPEC §5 completeness of a stored profile: company, school, salary, skills and experience, 20
 * points each. `hasSalary` is whether the member has shared a current salary.
 */
export const completenessOf = (profile: Pick<Profile, 'companyId' | 'schoolId' | 'skillIds' | 'experience'> | null, hasSalary = false) =>
  profileCompleteness({
    company: profile?.companyId,
    school: profile?.schoolId,
    salary: hasSalary ? true : null,
    skills: profile?.skillIds,
    experience: profile?.experience,
  });

/** For a select joined on users: whether the member has shared their current pay (the salary factor). */
export const hasCurrentSalary = sql<boolean>`exists (select 1 from ${memberSalaries} where ${memberSalaries.userId} = ${users.id} and ${memberSalaries.isCurrent})`;
