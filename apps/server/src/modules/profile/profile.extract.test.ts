import { describe, expect, it } from 'vitest';
import { indexCatalogue, matchName, nameVariants, prefilterPatterns, type CatalogueEntry } from '../catalog/catalog.rules.js';
import {
  findDateRanges,
  isSchoolLike,
  isTitleLike,
  parseDatePoint,
  planFill,
  readExportCsv,
  readNetworkExport,
  readResume,
  statedYears,
  yearsCovered,
} from './profile.extract.js';

const now = new Date('2026-11-22T10:00:00Z');
const month = (y: number, m: number) => ({ index: y * 12 + m - 1, yearOnly: false });
const year = (y: number) => ({ index: y * 12, yearOnly: true });

describe('dates', () => {
  it('reads the ways resumes and exports write a month', () => {
    expect(parseDatePoint('Jan 2019', now)).toEqual(month(2019, 1));
    expect(parseDatePoint('September 2017', now)).toEqual(month(2017, 9));
    expect(parseDatePoint('Sept. 2017', now)).toEqual(month(2017, 9));
    expect(parseDatePoint("Mar '19", now)).toEqual(month(2019, 3));
    expect(parseDatePoint('03/2018', now)).toEqual(month(2018, 3));
    expect(parseDatePoint('2018-03', now)).toEqual(month(2018, 3));
    expect(parseDatePoint('Mar 1, 2019', now)).toEqual(month(2019, 3));
    expect(parseDatePoint('2016', now)).toEqual(year(2016));
    expect(parseDatePoint('Present', now)).toBe('present');
    expect(parseDatePoint('till date', now)).toBe('present');
    expect(parseDatePoint('Smarch 2019', now)).toBeNull();
    expect(parseDatePoint('13/2019', now)).toBeNull();
    expect(parseDatePoint('2031', now)).toBeNull();
  });

  it('finds date ranges in a line, whatever the dash', () => {
    const ranges = (line: string) => findDateRanges(line, now).map((r) => [r.from, r.to]);
    expect(ranges('Senior Engineer, Google | Jan 2019 – Present')).toEqual([[month(2019, 1), 'present']]);
    expect(ranges('Flipkart (2016 - 2019)')).toEqual([[year(2016), year(2019)]]);
    expect(ranges('Infosys 2012-2014')).toEqual([[year(2012), year(2014)]]);
    expect(ranges('03/2018 to 05/2020')).toEqual([[month(2018, 3), month(2020, 5)]]);
    expect(ranges('Aug 2010 — Jul 2012')).toEqual([[month(2010, 8), month(2012, 7)]]);
    expect(ranges('Call +91 98765 43210')).toEqual([]);
    expect(ranges('Won the 2019 hackathon')).toEqual([]);
  });

  it('sums the years the ranges cover, counting overlapping months once', () => {
    // Jan 2019 to now (Nov 2026) is 7 years 11 months.
    expect(yearsCovered([{ from: month(2019, 1), to: 'present' }], now)).toBe(7);
    // 2016–2019 is 3 years; Jan–Dec 2018 lies inside it.
    expect(
      yearsCovered(
        [
          { from: year(2016), to: year(2019) },
          { from: month(2018, 1), to: month(2018, 12) },
        ],
        now,
      ),
    ).toBe(3);
    // Two overlapping jobs (Jan 2015–Jun 2017, Jan 2017–Dec 2018) and a gap, then one more year.
    expect(
      yearsCovered(
        [
          { from: month(2015, 1), to: month(2017, 6) },
          { from: month(2017, 1), to: month(2018, 12) },
          { from: month(2021, 1), to: month(2021, 12) },
        ],
        now,
      ),
    ).toBe(5);
    expect(yearsCovered([], now)).toBeNull();
    // A range ending before it starts counts nothing.
    expect(yearsCovered([{ from: month(2020, 1), to: month(2019, 1) }], now)).toBeNull();
  });

  it('reads a stated figure', () => {
    expect(statedYears('Backend engineer with 7+ years of experience in payments')).toBe(7);
    expect(statedYears('Over 10 years of professional experience; 3 years of management experience')).toBe(10);
    expect(statedYears('An experience of over 12 years in retail')).toBe(12);
    expect(statedYears('5 yrs exp')).toBe(5);
    expect(statedYears('Graduated in 2016')).toBeNull();
  });
});

describe('reading a resume', () => {
  it('finds positions, schools, skills and years in a sectioned resume', () => {
    const text = [
      'Priya Sharma',
      'priya@example.com | +91 98765 43210 | linkedin.com/in/priya-sharma',
      'SUMMARY',
      'Backend engineer with 9+ years of experience building payment systems.',
      'WORK EXPERIENCE',
      'Senior Software Engineer, Google, Bengaluru | Jan 2019 – Present',
      '• Led the payments ledger rewrite',
      'Flipkart',
      'Software Engineer    Jul 2016 – Dec 2018',
      '- Built the catalogue search, 40% faster',
      'Jan 2014 - Jun 2016',
      'Associate Engineer at Acme Widgets Pvt Ltd, Pune',
      'EDUCATION',
      'B.Tech, Computer Science, IIT Bombay, 2010 - 2014',
      'Class XII, Kendriya Vidyalaya, Pune, 2010',
      'Skills',
      'Languages: Java, Python, Go',
      'Kubernetes; AWS | System Design (advanced)',
    ].join('\n');
    const facts = readResume(text, now);
    expect(facts.positions).toEqual([
      { company: 'Google, Bengaluru', title: 'Senior Software Engineer', from: '2019-01', to: null },
      { company: 'Flipkart', title: 'Software Engineer', from: '2016-07', to: '2018-12' },
      { company: 'Acme Widgets Pvt Ltd, Pune', title: 'Associate Engineer', from: '2014-01', to: '2016-06' },
    ]);
    expect(facts.companies).toEqual(['Google, Bengaluru', 'Flipkart', 'Acme Widgets Pvt Ltd, Pune']);
    expect(facts.titles).toEqual(['Senior Software Engineer', 'Software Engineer', 'Associate Engineer']);
    expect(facts.schools).toEqual(['B.Tech, Computer Science, IIT Bombay', 'Class XII, Kendriya Vidyalaya, Pune']);
    expect(facts.skills).toEqual(['Java', 'Python', 'Go', 'Kubernetes', 'AWS', 'System Design']);
    // Jan 2014 to Nov 2026 without a gap: 12 years 11 months (the ranges win over the stated 9+).
    expect(facts.yearsOfExperience).toBe(12);
    expect(facts.readAt).toBe(now.toISOString());
  });

  it('uses a stated figure when no position is dated, and reads a resume without headings', () => {
    expect(readResume('Data analyst\n7+ years of experience with SQL and Excel', now)).toMatchObject({
      yearsOfExperience: 7,
      positions: [],
    });
    const facts = readResume('Rahul Verma\nData Scientist at Flipkart (2018 - 2022)\nIIT Delhi 2014 - 2018', now);
    expect(facts.positions).toEqual([{ company: 'Flipkart', title: 'Data Scientist', from: '2018', to: '2022' }]);
    expect(facts.yearsOfExperience).toBe(4);
  });

  it('reads nothing from an empty or unrelated text', () => {
    expect(readResume('', now)).toMatchObject({ companies: [], titles: [], schools: [], skills: [], positions: [] });
    expect(readResume('', now).yearsOfExperience).toBeUndefined();
  });

  it('tells titles and schools from employers', () => {
    expect(isTitleLike('Senior Software Engineer')).toBe(true);
    expect(isTitleLike('SDE II')).toBe(true);
    expect(isTitleLike('Google')).toBe(false);
    expect(isTitleLike('Bain Engineering Services')).toBe(false);
    expect(isSchoolLike('B.Tech, IIT Bombay')).toBe(true);
    expect(isSchoolLike('Stanford University')).toBe(true);
    expect(isSchoolLike('BITS')).toBe(true);
    expect(isSchoolLike('Infosys')).toBe(false);
  });
});

describe('reading a professional-network export', () => {
  it('skips a "Notes:" preamble and reads quoted fields with commas and line breaks', async () => {
    const csv = [
      'Notes:',
      '"When exporting your connection data, you may notice that some of the email addresses are missing."',
      '',
      'Company Name,Title,Description,Location,Started On,Finished On',
      '"Google","Staff Engineer, Payments","Led the ledger team,',
      'then the ""risk"" team",Bengaluru,Mar 2021,',
    ].join('\r\n');
    expect(await readExportCsv(csv, 'company name')).toEqual([
      {
        'company name': 'Google',
        title: 'Staff Engineer, Payments',
        description: 'Led the ledger team,\r\nthen the "risk" team',
        location: 'Bengaluru',
        'started on': 'Mar 2021',
        'finished on': '',
      },
    ]);
    expect(await readExportCsv('a,b\n1,2', 'company name')).toEqual([]);
  });

  it('reads positions (current first), schools (latest first), skills and the years the positions cover', async () => {
    const facts = await readNetworkExport(
      {
        'profile.csv':
          '\ufeffFirst Name,Last Name,Headline,Summary,Industry,Geo Location\nPriya,Sharma,Engineer at Google,,Software,Bengaluru',
        'positions.csv': [
          'Company Name,Title,Description,Location,Started On,Finished On',
          'Flipkart,Software Engineer,,Bengaluru,Jul 2016,Feb 2021',
          'Google,Staff Engineer,,Bengaluru,Mar 2021,',
          'Acme,Intern,,Pune,Jan 2016,Jun 2016',
        ].join('\n'),
        'education.csv': [
          'School Name,Start Date,End Date,Notes,Degree Name,Activities',
          'IIT Bombay,2012,2016,,B.Tech,',
          'Stanford University,2022,2023,,MS,',
        ].join('\n'),
        'skills.csv': 'Name\nJava\nKubernetes\njava\n',
      },
      now,
    );
    expect(facts).toMatchObject({
      name: 'Priya Sharma',
      headline: 'Engineer at Google',
      companies: ['Google', 'Flipkart', 'Acme'],
      titles: ['Staff Engineer', 'Software Engineer', 'Intern'],
      schools: ['Stanford University', 'IIT Bombay'],
      skills: ['Java', 'Kubernetes'],
      // Jan 2016 to Nov 2026 without a gap (the internship runs into the first job): 10 years 11 months.
      yearsOfExperience: 10,
    });
    expect(facts.positions![0]).toEqual({ company: 'Google', title: 'Staff Engineer', from: '2021-03', to: null });
  });
});

describe('matching to the catalogue', () => {
  const rows = (names: string[]): CatalogueEntry[] =>
    names.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') }));
  const companies = indexCatalogue('company', rows(['Google', 'Infosys Limited', 'Tata Consultancy Services', 'JPMorgan Chase']));
  const schools = indexCatalogue(
    'school',
    rows(['IIT Bombay', 'University of California, Berkeley', 'Massachusetts Institute of Technology']),
  );
  const skills = indexCatalogue('skill', rows(['JavaScript', 'C++', 'Node.js', 'Kubernetes']));
  const titles = indexCatalogue('title', rows(['Software Engineer', 'Data Scientist']));
  const index = { company: companies, school: schools, skill: skills, title: titles };

  it('matches names case-insensitively, without legal forms, and through known aliases', () => {
    const cases: [keyof typeof index, string, string | null][] = [
      ['company', 'GOOGLE', 'google'],
      ['company', 'Google, Bengaluru', 'google'],
      ['company', 'Infosys', 'infosys-limited'],
      ['company', 'Infosys Ltd.', 'infosys-limited'],
      ['company', 'Googol', null],
      ['school', 'B.Tech, Computer Science, IIT Bombay', 'iit-bombay'],
      ['school', 'IITB', 'iit-bombay'],
      ['school', 'UC Berkeley', 'university-of-california-berkeley'],
      ['school', 'University of California, Berkeley', 'university-of-california-berkeley'],
      ['school', 'MIT', 'massachusetts-institute-of-technology'],
      ['skill', 'JS', 'javascript'],
      ['skill', 'c++', 'c-'],
      ['skill', 'node', 'node-js'],
      ['skill', 'k8s', 'kubernetes'],
      ['title', 'Senior Software Engineer', 'software-engineer'],
      ['title', 'SDE II', 'software-engineer'],
      ['title', 'Lead Data Scientist', 'data-scientist'],
    ];
    for (const [kind, text, slug] of cases) {
      const match = matchName(kind, text, index[kind]);
      if (slug === null) expect(match, text).toBeNull();
      else expect(match?.slug, text).toBe(slug);
    }
  });

  it('tries the whole name before the names between its commas', () => {
    expect(nameVariants('A, B, C')).toEqual(['A, B, C', 'A, B', 'B, C', 'A', 'B', 'C']);
  });

  it('narrows the catalogue query to the names’ starts, wildcards escaped', () => {
    const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
    expect(prefilterPatterns('skill', ['C++'], escape)).toEqual(['c++%', 'cpp%']);
    expect(prefilterPatterns('company', ['100%_Pure Ltd'], escape)).toEqual(expect.arrayContaining(['100\\%\\_pure ltd%', '100%']));
  });
});

describe('filling a profile', () => {
  const empty = { companyId: null, schoolId: null, skillIds: [], experience: null };
  const resume = { companyId: 1, schoolId: 5, skillIds: [7, 8], experience: 9 };

  it('fills only empty fields', () => {
    expect(planFill(empty, [resume])).toEqual({
      values: { companyId: 1, schoolId: 5, skillIds: [7, 8], experience: 9 },
      filled: ['company', 'school', 'skills', 'experience'],
    });
    expect(planFill({ companyId: 2, schoolId: null, skillIds: [3], experience: 0 }, [resume])).toEqual({
      values: { schoolId: 5 },
      filled: ['school'],
    });
    expect(planFill(null, [])).toEqual({ values: {}, filled: [] });
  });

  it('prefers the first source for single values and unites the skills', () => {
    const exported = { companyId: null, schoolId: 6, skillIds: [8, 9], experience: 70 };
    expect(planFill(empty, [exported, resume])).toEqual({
      values: { companyId: 1, schoolId: 6, skillIds: [8, 9, 7], experience: 60 },
      filled: ['company', 'school', 'skills', 'experience'],
    });
    const many = { ...empty, skillIds: Array.from({ length: 40 }, (_, i) => i + 1) };
    expect(planFill(empty, [many]).values.skillIds).toHaveLength(30);
  });
});
