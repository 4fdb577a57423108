import { profileCompleteness } from '@paysight/contract';
import type { Profile } from '@paysight/db';

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
