import type { Region } from '@paysight/contract';
/** The figures of a member's anonymised record (a contribution or an offer), as the pay pipeline (member-pay) resolved them. */
export interface MemberRecordInput {
  countryCode: Region;
  currency: 'INR' | 'USD';
  companyId: number;
  titleId: number;
  standardLevel: number | null;
  locationId: number | null;
  yearsOfExperience: number | null;
  base: number;
  stockYearly: number | null;
  stockFirstYear: number | null;
  stockGrant: number | null;
  vestingYears: number | null;
  bonus: number | null;
  signingBonus: number | null;
  gender?: 'female' | 'male' | 'non-binary' | null;
  source: 'member' | 'offer';
  /** The day the figures were shared (YYYY-MM-DD). */
  reportedOn: string;
}

export interface OutlierVerdict {
  held: boolean;
  reason: string | null;
  /** The slice the verdict was taken against and its size; null when no slice had enough peers. */
  slice: 'company-title-level' | 'title-level' | 'title' | null;
  peers: number;
  z: number | null;
}
