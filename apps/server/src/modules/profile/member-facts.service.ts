import { queryRows, type Db } from '@paysight/db';
import { sql } from 'drizzle-orm';

/**
 * The facts a member has stored about themselves that an application form may ask for. JobGPT's
 * apply packs answer only from these (never a guess); what is null here is left for the member.
 * Protected traits (gender, ethnicity, date of birth) are deliberately not part of it.
 */
export interface MemberFacts {
  name: string;
  email: string;
  phoneNo: string | null;
  linkedinUrl: string | null;
  companyName: string | null;
  experience: number | null;
  noticePeriodDays: number | null;
  immigrationSponsorshipRequired: boolean | null;
  /** Whether a resume file is stored (a tailored resume can use its positions). */
  hasResume: boolean;
}

export async function findMemberFacts(db: Db, userId: string): Promise<MemberFacts | null> {
  const [row] = await queryRows<{
    name: string;
    email: string;
    phone_no: string | null;
    linkedin_url: string | null;
    company_name: string | null;
    experience: number | null;
    notice_period_days: number | null;
    immigration_sponsorship_required: boolean | null;
    has_resume: boolean;
  }>(
    db,
    sql`select u.name, u.email, p.phone_no, p.linkedin_url, c.name as company_name, p.experience, p.notice_period_days,
          p.immigration_sponsorship_required, (p.resume_key is not null) as has_resume
        from users u left join profiles p on p.user_id = u.id left join companies c on c.id = p.company_id
        where u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    name: row.name,
    email: row.email,
    phoneNo: row.phone_no,
    linkedinUrl: row.linkedin_url,
    companyName: row.company_name,
    experience: row.experience,
    noticePeriodDays: row.notice_period_days,
    immigrationSponsorshipRequired: row.immigration_sponsorship_required,
    hasResume: Boolean(row.has_resume),
  };
}
