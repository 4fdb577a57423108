import { api } from '@paysight/contract';
import type { ProfileSourceData } from '@paysight/db';
import { describe, expect, it } from 'vitest';
import {
  addedFacts,
  buildResume,
  factsOf,
  memberFacts,
  normFact,
  RESUME_LIMITS,
  titleCloseness,
  type JobData,
  type JsonResume,
  type MemberData,
} from './resume.rules.js';

const NOW = new Date('2026-11-24T09:00:00Z');

const member = (over: Partial<MemberData> = {}): MemberData => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  company: null,
  school: null,
  skills: [],
  experience: null,
  phoneNo: null,
  contactNo: null,
  linkedinUrl: null,
  sources: [],
  ...over,
});

const source = (over: Partial<ProfileSourceData> = {}): ProfileSourceData => ({
  companies: [],
  titles: [],
  schools: [],
  skills: [],
  readAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

const job = (over: Partial<JobData> = {}): JobData => ({
  id: 1,
  title: 'Senior Software Engineer',
  catalogTitle: 'Software Engineer',
  company: 'Zephyr Labs',
  skills: ['TypeScript', 'PostgreSQL'],
  descriptionText: 'Zephyr Labs is hiring. Hands-on experience with TypeScript. Nice to have: Kubernetes.',
  ...over,
});

const EMPTY = { companies: [], titles: [], dates: [], schools: [], skills: [] };

/** Every sentence of the summary, with the member's facts and the years taken out, is the template's words only. */
const TEMPLATE_WORDS = new Set(['at', 'with', 'year', 'years', 'of', 'experience', 'skilled', 'in', 'and']);
function summaryAddsNothing(resume: JsonResume, m: MemberData) {
  let text = resume.basics.summary ?? '';
  const f = memberFacts(m);
  const facts = [...f.companies, ...f.titles, ...f.skills].sort((a, b) => b.length - a.length);
  for (const fact of facts) text = text.split(fact).join(' ');
  const years = [m.experience, ...m.sources.map((s) => s.yearsOfExperience)].filter((n): n is number => typeof n === 'number');
  const left = (text.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? []).map((w) => w.replace(/\.$/, '')).filter(Boolean);
  return left.filter((w) => !TEMPLATE_WORDS.has(w) && !years.map(String).includes(w));
}

describe('a member’s resume', () => {
  it('a member with nothing stored but an account: name and email, no invented section', () => {
    const r = buildResume(member(), NOW, job());
    expect(r.basics).toEqual({ name: 'Asha Rao', email: 'asha@example.com' });
    expect(r.work).toEqual([]);
    expect(r.education).toEqual([]);
    expect(r.skills).toEqual([]);
    expect(factsOf(r)).toEqual(EMPTY);
  });

  it('a member with only a profile: the current company, school, skills, years; phone only when stored', () => {
    const m = member({ company: 'Acme Robotics', school: 'IIT Bombay', skills: ['Python', 'TypeScript', 'Go'], experience: 6 });
    const r = buildResume(m, NOW, job());
    expect(r.work).toEqual([{ name: 'Acme Robotics', highlights: [] }]);
    expect(r.education).toEqual([{ institution: 'IIT Bombay' }]);
    expect(r.basics.phone).toBeUndefined();
    expect(r.basics.label).toBeUndefined();
    expect(r.basics.summary).toBe('6 years of experience. Skilled in TypeScript.');
    // The job's skill first, in its own group; the member's others after, in their order.
    expect(r.skills).toEqual([
      { name: api.RESUME_SKILL_GROUPS.matching, keywords: ['TypeScript'] },
      { name: api.RESUME_SKILL_GROUPS.other, keywords: ['Python', 'Go'] },
    ]);
    expect(buildResume({ ...m, phoneNo: '+919876543210' }, NOW).basics.phone).toBe('+919876543210');
  });

  it('a member with positions: the closest titles first as relevant, with their length from their own dates', () => {
    const m = member({
      skills: ['Kubernetes', 'Java'],
      experience: 7,
      sources: [
        source({
          skills: ['TypeScript', 'Java'],
          positions: [
            { company: 'Beta Bank', title: 'Engineering Manager', from: '2024-02', to: null },
            { company: 'Acme Robotics', title: 'Senior Software Engineer', from: '2020-01', to: '2024-01' },
            { company: 'Gamma Retail', title: 'Software Engineer', from: '2018-06', to: '2019-12' },
            { company: 'Delta Ads', title: 'Analyst', from: '2017', to: '2018' },
          ],
        }),
      ],
    });
    const r = buildResume(m, NOW, job());
    expect(r.work.map((w) => w.name)).toEqual(['Acme Robotics', 'Gamma Retail', 'Beta Bank', 'Delta Ads']);
    expect(r.meta?.relevantWork).toBe(2);
    expect(r.work[0]!.highlights).toEqual(['4 years 1 month as Senior Software Engineer']);
    expect(r.work[1]!.highlights).toEqual(['1 year 7 months as Software Engineer']);
    expect(r.work[2]).toEqual({ name: 'Beta Bank', position: 'Engineering Manager', startDate: '2024-02', highlights: [] });
    expect(r.basics.label).toBe('Engineering Manager');
    expect(r.basics.summary).toBe('Engineering Manager at Beta Bank with 7 years of experience. Skilled in TypeScript and Kubernetes.');
    // Untailored: most recent first, one skills group in the member's order.
    const plain = buildResume(m, NOW);
    expect(plain.work.map((w) => w.name)).toEqual(['Beta Bank', 'Acme Robotics', 'Gamma Retail', 'Delta Ads']);
    expect(plain.skills).toEqual([{ name: api.RESUME_SKILL_GROUPS.all, keywords: ['Kubernetes', 'Java', 'TypeScript'] }]);
  });

  it('the same position in two sources is one, with one source’s dates whole', () => {
    const m = member({
      sources: [
        source({ positions: [{ company: 'Acme Robotics', title: 'Data Analyst' }] }),
        source({ positions: [{ company: 'acme robotics', title: 'Data  Analyst', from: '2021-03', to: null }] }),
      ],
    });
    const r = buildResume(m, NOW);
    expect(r.work).toEqual([{ name: 'acme robotics', position: 'Data Analyst', startDate: '2021-03', highlights: [] }]);
  });

  it('a skill named in the description counts only as a whole word', () => {
    const m = member({ skills: ['Go', 'Java', 'C++', 'R'] });
    const r = buildResume(m, NOW, job({ skills: [], descriptionText: 'Good JavaScript, C++ and Golang. Also R.' }));
    expect(r.skills[0]).toEqual({ name: api.RESUME_SKILL_GROUPS.matching, keywords: ['C++'] });
  });

  it('title closeness ignores seniority words', () => {
    expect(titleCloseness('Software Engineer', job())).toBe(1);
    expect(titleCloseness('Staff Software Engineer', job())).toBe(1);
    expect(titleCloseness('Engineering Manager', job())).toBe(0);
    expect(titleCloseness('Data Engineer', job())).toBe(0.5);
  });
});

// ---------------------------------------------------------------------------------------------
// Never a fact the member did not store: many generated members and jobs.

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const COMPANIES = ['Acme Robotics', 'Beta Bank', 'Gamma Retail', 'Infosys', 'Zoho', 'Flipkart', 'Stripe', 'Razorpay', 'Swiggy', 'TCS'];
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Data Analyst',
  'Product Manager',
  'Engineering Manager',
  'Staff Data Scientist',
  'QA Engineer',
  'Designer',
];
const SKILLS = [
  'TypeScript',
  'Python',
  'Go',
  'Java',
  'SQL',
  'PostgreSQL',
  'Kubernetes',
  'React',
  'Node.js',
  'Figma',
  'Excel',
  'C++',
  'AWS',
];
const SCHOOLS = ['IIT Bombay', 'BITS Pilani', 'Anna University', 'Stanford University', 'NIT Trichy'];

function generated(seed: number): { m: MemberData; j: JobData } {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: Math.floor(r() * (max + 1)) }, () => pick(list)))];
  const date = () => {
    const y = 2005 + Math.floor(r() * 21);
    return r() < 0.3 ? String(y) : `${y}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}`;
  };
  const kind = seed % 4; // 0: account only, 1: profile only, 2: positions, 3: everything (two sources)
  const sources: ProfileSourceData[] = [];
  if (kind >= 2) {
    for (let n = 0; n < (kind === 3 ? 2 : 1); n++) {
      sources.push(
        source({
          name: r() < 0.5 ? 'A. Rao' : undefined,
          companies: some(COMPANIES, 3),
          titles: some(TITLES, 2),
          schools: some(SCHOOLS, 2),
          skills: some(SKILLS, 8),
          yearsOfExperience: r() < 0.6 ? 1 + Math.floor(r() * 20) : undefined,
          positions: Array.from({ length: Math.floor(r() * 16) }, () => ({
            company: pick(COMPANIES),
            title: r() < 0.1 ? '' : pick(TITLES),
            ...(r() < 0.8 ? { from: date() } : {}),
            ...(r() < 0.15 ? { to: null } : r() < 0.8 ? { to: date() } : {}),
          })),
        }),
      );
    }
  }
  const m = member({
    name: r() < 0.8 ? 'Asha Rao' : '',
    company: kind >= 1 && r() < 0.8 ? pick(COMPANIES) : null,
    school: kind >= 1 && r() < 0.6 ? pick(SCHOOLS) : null,
    skills: kind >= 1 ? some(SKILLS, 6) : [],
    experience: kind >= 1 && r() < 0.7 ? Math.floor(r() * 25) : null,
    phoneNo: r() < 0.3 ? '+919876543210' : null,
    linkedinUrl: r() < 0.3 ? 'https://www.linkedin.com/in/asha-rao' : null,
    sources,
  });
  const wanted = some(SKILLS, 5);
  const j = job({
    title: `${pick(['', 'Senior ', 'Staff '])}${pick(TITLES)}`,
    catalogTitle: r() < 0.7 ? pick(TITLES) : null,
    company: pick(['Zephyr Labs', 'Nimbus Pay']),
    skills: wanted,
    descriptionText: `We want ${some(SKILLS, 4).join(', ')} and more.`,
  });
  return { m, j };
}

describe('a tailored resume never adds a fact', () => {
  const pairs = Array.from({ length: 400 }, (_, i) => ({ seed: i + 1, ...generated(i + 1) }));

  it('every company, title, date, school and skill in it is the member’s, for 400 member and job pairs', () => {
    let withWork = 0;
    let withRelevant = 0;
    for (const { seed, m, j } of pairs) {
      const r = buildResume(m, NOW, j);
      expect(addedFacts(factsOf(r), memberFacts(m)), `seed ${seed}`).toEqual(EMPTY);
      // The job's company and title appear nowhere the member did not put them.
      if (!memberFacts(m).companies.some((c) => normFact(c) === normFact(j.company))) {
        expect(JSON.stringify(r)).not.toContain(j.company);
      }
      if (r.work.length > 0) withWork++;
      if ((r.meta?.relevantWork ?? 0) > 0) withRelevant++;
    }
    expect(withWork).toBeGreaterThan(150);
    expect(withRelevant).toBeGreaterThan(30);
  });

  it('the summary is made of the member’s facts, their stated years and fixed words only', () => {
    for (const { seed, m, j } of pairs) {
      expect(summaryAddsNothing(buildResume(m, NOW, j), m), `seed ${seed}`).toEqual([]);
      expect(summaryAddsNothing(buildResume(m, NOW), m), `seed ${seed}`).toEqual([]);
    }
  });

  it('highlights restate the position’s own title and dates; contact details are only what was stored', () => {
    for (const { seed, m, j } of pairs) {
      const r = buildResume(m, NOW, j);
      for (const w of r.work) {
        for (const h of w.highlights) expect(h, `seed ${seed}`).toBe(`${h.split(' as ')[0]} as ${w.position}`);
        for (const h of w.highlights) expect(h).toMatch(/^(\d+ years?)?( ?\d+ months?)? as /);
      }
      expect(r.basics.email).toBe(m.email);
      expect(r.basics.phone).toBe(m.phoneNo ?? undefined);
      expect(r.basics.profiles?.[0]?.url).toBe(m.linkedinUrl ?? undefined);
      expect([m.name, ...m.sources.map((s) => s.name), '']).toContain(r.basics.name);
      expect(r.skills.every((g) => (Object.values(api.RESUME_SKILL_GROUPS) as string[]).includes(g.name))).toBe(true);
    }
  });

  it('tailoring only reorders: the same skills and positions as the untailored resume, the job’s skills first', () => {
    for (const { seed, m, j } of pairs) {
      const plain = buildResume(m, NOW);
      const tailored = buildResume(m, NOW, j);
      const keys = (r: JsonResume) => r.work.map((w) => `${w.name}|${w.position}|${w.startDate}|${w.endDate}`).sort();
      expect(keys(tailored), `seed ${seed}`).toEqual(keys(plain));
      const skills = (r: JsonResume) => r.skills.flatMap((g) => g.keywords);
      expect([...skills(tailored)].sort()).toEqual([...skills(plain)].sort());
      expect(skills(plain).length).toBeLessThanOrEqual(RESUME_LIMITS.skills);
      const matching = tailored.skills.find((g) => g.name === api.RESUME_SKILL_GROUPS.matching)?.keywords ?? [];
      for (const s of matching) expect(j.skills.includes(s) || j.descriptionText.includes(s), `seed ${seed}: ${s}`).toBe(true);
    }
  });
});
