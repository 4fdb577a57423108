/**
 * What a career history says about the member now (SPEC §1 history → §3 profile): the position
 * held now (the latest started of those without an end), whole years of experience from the first
 * start to now (to the last end when nothing is held now), and the latest school (one still being
 * attended, else the latest end year, else the latest start year).
 */
export interface HistoryPosition {
  companyId: number;
  titleId: number;
  /** YYYY-MM-DD, the first of a month. */
  startDate: string;
  endDate: string | null;
}

export interface HistoryEducation {
  schoolId: number;
  startYear: number | null;
  endYear: number | null;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

export function careerFacts(positions: readonly HistoryPosition[], education: readonly HistoryEducation[], now: Date) {
  const facts: { companyId?: number; titleId?: number; experience?: number; schoolId?: number } = {};
  const current = positions.filter((p) => p.endDate === null).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  if (current) {
    facts.companyId = current.companyId;
    facts.titleId = current.titleId;
  }
  if (positions.length > 0) {
    const first = Math.min(...positions.map((p) => monthIndex(p.startDate)));
    const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const last = current ? nowMonth : Math.max(...positions.map((p) => monthIndex(p.endDate ?? p.startDate)));
    facts.experience = Math.min(60, Math.max(0, Math.floor((last - first) / 12)));
  }
  const rank = (e: HistoryEducation) =>
    e.endYear === null && e.startYear !== null ? 10_000 + e.startYear : (e.endYear ?? e.startYear ?? -1);
  const latest = [...education].sort((a, b) => rank(b) - rank(a))[0];
  if (latest) facts.schoolId = latest.schoolId;
  return facts;
}
