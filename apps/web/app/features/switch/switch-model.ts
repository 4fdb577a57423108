import type { api } from '@paysight/contract';
import { formatCompact, type CountryCode } from '@paysight/contract/core';

/**
 * The switch page's words and bars, made in the loader from the API's answer (ADR 028): headings,
 * one row per flow with its bar width (share of the largest flow of its section), the median time
 * and the pay figure in words. Pure, so the page renders what the loader built and tests read it.
 */

export interface FlowRowModel {
  key: string;
  name: string;
  /** The other company's own switch page. */
  href: string;
  count: number;
  /** 0–100: the bar's width against the section's largest flow. */
  width: number;
  /** "27 months at Google before moving" and the like. */
  timeText: string;
  /** "Pay +35%", "Median pay ₹12.0 L", or why there is none. */
  payText: string;
  /** up / down / none: how the pay text is coloured. */
  payTone: 'up' | 'down' | 'none';
  titlesText: string | null;
}

export interface FlowSectionModel {
  id: 'went-to' | 'came-from' | 'first-jobs';
  title: string;
  note: string;
  /** The largest flows, shown at once. */
  rows: FlowRowModel[];
  /** The rest (after SHOWN_FLOWS), behind "Show N more". */
  moreRows: FlowRowModel[];
  otherText: string | null;
  emptyText: string;
  /** For screen readers: the section's figures in one sentence. */
  summary: string;
}

export interface SwitchPageModel {
  heading: string;
  intro: string;
  description: string;
  sections: FlowSectionModel[];
  privacyNote: string;
  isDemo: boolean;
}

/** Flows shown at once per section; the rest fold away. */
export const SHOWN_FLOWS = 10;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 9 → "9 months", 27 → "2.3 years". */
export function monthsText(months: number): string {
  if (months < 24) return plural(Math.round(months), 'month');
  return `${(months / 12).toFixed(1)} years`;
}

/** +35 → "+35%", -5.2 → "−5.2%". */
export function percentText(value: number): string {
  const abs = Math.abs(value);
  const digits = Number.isInteger(abs) ? abs.toString() : abs.toFixed(1);
  return value > 0 ? `+${digits}%` : value < 0 ? `−${digits}%` : '0%';
}

const titlesOf = (titles: api.SwitchFlow['topTitles']) => (titles.length ? `Mostly as ${titles.map((t) => t.name).join(', ')}` : null);

const widthOf = (count: number, max: number) => (max > 0 ? Math.max(4, Math.round((count / max) * 100)) : 0);

export function switchPageModel(d: api.SwitchData, switchHref: (cc: CountryCode, id: string) => string): SwitchPageModel {
  const cc = d.countryCode;
  const name = d.subject.name;
  const floor = `Flows of fewer than ${d.minSlice} people are not shown`;
  const sections: FlowSectionModel[] = [];
  /** A flow's bar: its company, linked, and its people as a share of the largest flow's. */
  const flowBars = <F extends { company: { slug: string; name: string }; count: number }>(flows: F[]) => {
    const max = Math.max(0, ...flows.map((f) => f.count));
    return flows.map((f) => ({
      flow: f,
      key: f.company.slug,
      name: f.company.name,
      href: switchHref(cc, f.company.slug),
      count: f.count,
      width: widthOf(f.count, max),
    }));
  };
  const moveSection = (id: 'went-to' | 'came-from', s: NonNullable<api.SwitchData['wentTo']>): FlowSectionModel => {
    const out = id === 'went-to';
    const rows = flowBars(s.flows).map(({ flow: f, ...bar }) => ({
      ...bar,
      timeText: out
        ? `${monthsText(f.medianMonths)} at ${name} before moving`
        : `${monthsText(f.medianMonths)} at ${f.company.name} before joining`,
      payText: f.medianPayChangePercent === null ? 'Pay change: too few known' : `Pay ${percentText(f.medianPayChangePercent)} on moving`,
      payTone: f.medianPayChangePercent === null ? ('none' as const) : f.medianPayChangePercent >= 0 ? ('up' as const) : ('down' as const),
      titlesText: out ? titlesOf(f.topTitles) : null,
    }));
    return {
      id,
      title: out ? 'Went to' : 'Came from',
      note: out
        ? `The next company of people who left ${name}: people, median time at ${name} and median pay change on the move.`
        : `The previous company of people who joined ${name}: people, median time there and median pay change on joining.`,
      rows: rows.slice(0, SHOWN_FLOWS),
      moreRows: rows.slice(SHOWN_FLOWS),
      otherText:
        s.otherCount === null ? null : `${plural(s.otherCount, 'person', 'people')} ${out ? 'went to' : 'came from'} other companies`,
      emptyText: out
        ? `No company has taken ${d.minSlice} or more people from ${name} yet.`
        : `No company has sent ${d.minSlice} or more people to ${name} yet.`,
      summary: rows.length
        ? `${out ? 'Went to' : 'Came from'}: ${rows.map((r) => `${r.name}, ${plural(r.count, 'person', 'people')}`).join('; ')}.`
        : '',
    };
  };
  if (d.wentTo) sections.push(moveSection('went-to', d.wentTo));
  if (d.cameFrom) sections.push(moveSection('came-from', d.cameFrom));
  if (d.firstJobs) {
    const s = d.firstJobs;
    const rows = flowBars(s.flows).map(({ flow: f, ...bar }) => ({
      ...bar,
      timeText: f.medianMonthsToJob === 0 ? 'Hired by graduation' : `${monthsText(f.medianMonthsToJob)} after graduating`,
      payText: f.medianPay === null ? 'Pay: too few known' : `Median pay ${formatCompact(f.medianPay, cc)} a year`,
      payTone: 'none' as const,
      titlesText: titlesOf(f.topTitles),
    }));
    sections.push({
      id: 'first-jobs',
      title: 'First jobs',
      note: `Where graduates took their first job: people, median time from graduation and median total pay there.`,
      rows: rows.slice(0, SHOWN_FLOWS),
      moreRows: rows.slice(SHOWN_FLOWS),
      otherText: s.otherCount === null ? null : `${plural(s.otherCount, 'graduate')} started at other companies`,
      emptyText: `No company has hired ${d.minSlice} or more of these graduates yet.`,
      summary: rows.length ? `First jobs: ${rows.map((r) => `${r.name}, ${plural(r.count, 'graduate')}`).join('; ')}.` : '',
    });
  }
  const heading =
    d.kind === 'company'
      ? `Where people at ${name} go next`
      : d.kind === 'school'
        ? `Where ${name} graduates start`
        : `Where ${name} graduates start`;
  const intro =
    d.kind === 'company'
      ? `Where people went after ${name}, and where its people came from, read from career histories shared on Paysight.`
      : `The first employers of ${d.kind === 'major' ? `${name} graduates (any school)` : `graduates of ${name}`}, read from career histories shared on Paysight.`;
  const top = sections[0]?.rows[0];
  const description = top
    ? `${heading}: ${top.name} first, with ${plural(top.count, 'person', 'people')}. Time before the move and pay change, premium on Paysight.`
    : `${heading}: talent flows, time before the move and pay change, premium on Paysight.`;
  return {
    heading,
    intro,
    description,
    sections,
    privacyNote: `${floor}, nor a median from fewer than ${d.minSlice} moves.`,
    isDemo: d.isDemo,
  };
}
