import { describe, expect, it } from 'vitest';
import { DEMO_FAMILIES, JD_DEV, JD_LABELLED, evaluateJdMatcher } from '../../../test/jd-evaluation.js';
import { JD_THRESHOLD, matchJobDescription, type FamilyRef, type JdResult } from './jd-match.rules.js';

const match = (text: string, families: readonly FamilyRef[] = DEMO_FAMILIES): JdResult => matchJobDescription(text, families);
const top = (text: string) => {
  const result = match(text);
  return { status: result.status, family: result.candidates[0]?.family, level: result.candidates[0]?.level };
};

describe('one posting per family', () => {
  it.each([
    ['Backend Engineer\nGo, PostgreSQL and Kafka microservices on Kubernetes. 2+ years of experience.', 'software-engineering', 2],
    [
      'Engineering Manager - Payments\nManage a team of 8 engineers: 1:1s, performance reviews, hiring, delivery.',
      'engineering-management',
      4,
    ],
    ['Data Analyst\nSQL, Tableau dashboards and Excel reporting for the business. 2+ years of experience.', 'data-and-ai', 2],
    [
      'Product Manager - Search\nOwn the roadmap, write PRDs, prioritise the backlog. 3+ years of product management experience.',
      'product',
      2,
    ],
    ['Senior Product Designer\nFigma, design systems, prototyping and usability testing. Portfolio required.', 'design', 3],
    [
      'Marketing Manager\nPlan campaigns across SEO, SEM and email marketing; own brand messaging. 5+ years of experience.',
      'sales-and-marketing',
      3,
    ],
    [
      'Management Consultant\nClient engagements on strategy and operations; hypothesis-driven problem solving, storyboarding. 2+ years of experience.',
      'business-and-consulting',
      2,
    ],
    ['Financial Analyst\nFinancial modeling, budgeting, variance analysis and month-end reporting. 2+ years of experience.', 'finance', 2],
    [
      'Recruiter\nFull-cycle recruiting: sourcing, screening candidates, scheduling interviews with hiring managers. 2+ years of experience.',
      'people',
      2,
    ],
    [
      'Registered Nurse - Med/Surg\nPatient care, medication administration, care plans. BLS and an RN license required. New graduates welcome.',
      'healthcare',
      1,
    ],
  ])('%s', (text, family, level) => {
    expect(top(text)).toEqual({ status: 'matched', family, level });
  });
});

describe('levels', () => {
  it('reads seniority words next to the title', () => {
    expect(top('Senior Software Engineer\nJava, Spring Boot, AWS.').level).toBe(3);
    expect(top('Staff Software Engineer\nDistributed systems in Go.').level).toBe(4);
    expect(top('Senior Staff Software Engineer\nDistributed systems in Go.').level).toBe(5);
    expect(top('Principal Software Engineer\nDistributed systems in Go.').level).toBe(6);
    expect(top('Distinguished Engineer\nDistributed systems, Kubernetes, system design.').level).toBe(8);
    expect(top('Junior Frontend Developer\nReact, TypeScript, CSS.').level).toBe(1);
    expect(top('Software Engineering Intern\nJava, Python, data structures and algorithms.').level).toBe(1);
    expect(top('Sr. Data Engineer\nSpark, Airflow, dbt, Snowflake.').level).toBe(3);
    expect(top('Lead Data Scientist\nMachine learning, Python, statistics.').level).toBe(4);
  });

  it('reads grade codes: SDE-2, Engineer III, L5', () => {
    expect(top('SDE-2 (Backend)\nJava, microservices, AWS.')).toMatchObject({ family: 'software-engineering', level: 2 });
    expect(top('Software Engineer III\nJava, microservices, AWS.').level).toBe(3);
    expect(top('Software Engineer (L5)\nJava, microservices, AWS.').level).toBe(3);
  });

  it('reads years of experience when the title says no level', () => {
    expect(top('Backend Developer\nNode.js, MongoDB, AWS. 0-1 years of experience.').level).toBe(1);
    expect(top('Backend Developer\nNode.js, MongoDB, AWS. Minimum 5 years of experience.').level).toBe(3);
    // A range reads as its middle, at most a year above its floor: 3-5 → 4 years → Senior; 8-15 → 9 → Staff.
    expect(top('DevOps Engineer | 3-5 yrs | Pune\nJenkins, Docker, Kubernetes, Terraform.').level).toBe(3);
    expect(top('DevOps Engineer | 8-15 yrs | Pune\nJenkins, Docker, Kubernetes, Terraform.').level).toBe(4);
    // Without a cue the guess is Mid, and the candidates show the neighbours.
    const bare = match('Java Developer\nSpring Boot, microservices, REST APIs.');
    expect(bare.candidates.map((c) => c.level)).toEqual([2, 1, 3]);
  });

  it('puts the title ahead of the years', () => {
    expect(top('Senior Software Engineer\nJava, AWS. 3+ years of experience.').level).toBe(3);
  });

  it('reads manager titles with their own level, shifted by Senior or Associate', () => {
    expect(top('Engineering Manager\nManage a team of engineers; 1:1s and hiring.').level).toBe(4);
    expect(top('Senior Engineering Manager\nManage a team of engineers; 1:1s and hiring.').level).toBe(5);
    expect(top('Director of Engineering\nLead the engineering organization; manage managers.')).toMatchObject({
      family: 'engineering-management',
      level: 6,
    });
    expect(top('Senior Director of Engineering\nLead the engineering organization; manage managers.').level).toBe(7);
    expect(top('VP of Engineering\nLead the engineering organization; manage managers.').level).toBe(7);
  });

  it('makes a domain a title when a leader word stands by it', () => {
    expect(top('Head of Marketing\nBrand, campaigns, performance marketing. 12+ years.')).toMatchObject({
      family: 'sales-and-marketing',
      level: 6,
    });
    expect(top('VP, Sales\nBuild the enterprise sales team and own the revenue number.')).toMatchObject({
      family: 'sales-and-marketing',
      level: 7,
    });
    expect(top('Director, Data Science\nLead data scientists building machine learning models.')).toMatchObject({
      family: 'data-and-ai',
      level: 6,
    });
    expect(top('Design Lead\nFigma, design systems, user research.')).toMatchObject({ family: 'design', level: 4 });
  });

  it('does not take a colleague’s seniority for the hire’s', () => {
    const text = `Software Engineer
You will mentor junior engineers, partner with senior product managers and report to the Director of Engineering.
Java, Kubernetes, AWS. 3+ years of experience.`;
    expect(top(text)).toEqual({ status: 'matched', family: 'software-engineering', level: 2 });
  });
});

describe('Indian postings', () => {
  it('reads freshers, batches, B.Tech and CTC in LPA', () => {
    const text = 'Graduate Engineer Trainee\nB.Tech/B.E. freshers from the 2025 batch. Java, SQL, web development. CTC 4.5 LPA.';
    expect(top(text)).toEqual({ status: 'matched', family: 'software-engineering', level: 1 });
  });

  it('reads "Experience: 4-7 Yrs" and Naukri-style headings', () => {
    expect(top('Java Developer | Experience: 4-7 Yrs | Hyderabad | 18-24 LPA\nSpring Boot, Hibernate, microservices.')).toMatchObject({
      family: 'software-engineering',
      level: 3,
    });
  });

  it('reads the job title after a "Job Title:" label, under the company name', () => {
    const text =
      'Acme Fintech Pvt Ltd\nJob Title: Manager - Talent Acquisition\nExperience: 8-10 years\nLead a team of recruiters, own hiring and campus hiring, manage the ATS.';
    expect(top(text)).toEqual({ status: 'matched', family: 'people', level: 4 });
  });
});

describe('where the title is', () => {
  it('finds the title in the body when the heading is the company or "About the job"', () => {
    const text = `Zeta Health
About Zeta: we make care affordable for every patient; hospitals and physicians use our platform.
The role: we are looking for a Product Designer to own the clinician experience, working with product managers and engineers.
4+ years designing B2B products; Figma, prototyping, usability testing.`;
    expect(top(text)).toEqual({ status: 'matched', family: 'design', level: 3 });
  });

  it('prefers the title after "hiring" over a colleague named first', () => {
    const text =
      'Acme\nAbout the team: our Engineering Manager leads 8 engineers building payments.\nWe are hiring a Senior Backend Engineer to build APIs in Go and PostgreSQL.';
    expect(top(text)).toEqual({ status: 'matched', family: 'software-engineering', level: 3 });
  });

  it('reads a markdown "Job Role:" label and short forms (Sr, SDE1)', () => {
    expect(top('Acme\n**Job Role:** Sr Director, Product Management\nOwn the roadmap.')).toMatchObject({ family: 'product', level: 7 });
    expect(top('SDE1 - Backend\nJava, Spring Boot.')).toMatchObject({ family: 'software-engineering', level: 1 });
  });

  it('tells an Accounts Executive (finance) from an Account Executive (sales)', () => {
    expect(top('Accounts Executive\nTally, GST, TDS, bank reconciliation.').family).toBe('finance');
    expect(top('Account Executive\nQuota, Salesforce, full sales cycle.').family).toBe('sales-and-marketing');
  });
});

describe('misleading titles', () => {
  it('reads a Product Engineer as software engineering', () => {
    expect(top('Product Engineer\nShip features end to end in TypeScript, React and Node.js.').family).toBe('software-engineering');
  });

  it('reads a Solutions Consultant and a Sales Engineer as sales', () => {
    expect(top('Solutions Consultant\nTechnical discovery, demos and proofs of concept for enterprise prospects; RFPs.').family).toBe(
      'sales-and-marketing',
    );
    expect(
      top('Sales Engineer\nRun technical demos of our security platform and support account executives. 4+ years in pre-sales.').family,
    ).toBe('sales-and-marketing');
  });

  it('reads a Product Marketing Manager as marketing, a Data Entry Operator as none of ours', () => {
    expect(top('Product Marketing Manager\nPositioning, messaging and launches; go-to-market with sales.').family).toBe(
      'sales-and-marketing',
    );
    const entry = match('Data Entry Operator\nTyping speed 30 wpm, MS Excel, data entry into our portal.');
    expect(entry.status).toBe('needs-review');
    expect(entry.reason).toContain('outside the catalogue');
  });

  it('keeps the employer’s industry out of the job: a software engineer at a hospital company', () => {
    const text =
      'Senior Software Engineer\nWe build software for hospitals and their patients. You will write React and Node.js services. Health insurance and dental included.';
    expect(top(text)).toEqual({ status: 'matched', family: 'software-engineering', level: 3 });
  });
});

describe('needs review', () => {
  it('abstains on vague, empty and gibberish text, with a reason', () => {
    for (const text of [
      '',
      '   ',
      'asdf qwerty zxcv blorp 12345',
      'We are a fast-growing company looking for passionate people to join our dynamic team! Great culture.',
    ]) {
      const result = match(text);
      expect(result.status).toBe('needs-review');
      expect(result.reason).not.toBeNull();
    }
    expect(match('').candidates).toEqual([]);
  });

  it('abstains on roles outside the catalogue, naming the role', () => {
    const civil = match('Civil Engineer (Site)\nSupervise construction, check drawings in AutoCAD. B.E. Civil, 3-5 years of experience.');
    expect(civil.status).toBe('needs-review');
    expect(civil.reason).toBe('The text reads like a role outside the catalogue ("Civil Engineer").');
    expect(match('Head Chef\nRun the kitchen, plan menus. 8+ years in hotels.').status).toBe('needs-review');
    expect(match('Mathematics Teacher\nLesson plans, classroom teaching for classes 9-10.').status).toBe('needs-review');
  });

  it('abstains on a bare word and when two families fit almost equally', () => {
    expect(match('Engineer').status).toBe('needs-review');
    const split = match('Data Engineer / Backend Engineer\nPython, Spark, Airflow, APIs, PostgreSQL. 3+ years.');
    expect(split.status).toBe('needs-review');
    expect(split.reason).toBe('Data and AI and Software Engineering fit almost equally well.');
    // The reviewer still sees both.
    expect(new Set(split.candidates.map((c) => c.family))).toEqual(new Set(['data-and-ai', 'software-engineering']));
  });

  it('answers only when the best pair reaches the threshold', () => {
    for (const entry of JD_DEV) {
      const result = match(entry.text);
      if (result.status === 'matched') expect(result.candidates[0]!.score).toBeGreaterThanOrEqual(JD_THRESHOLD);
    }
  });
});

describe('candidates', () => {
  const text =
    'Senior Data Scientist\nMachine learning models in Python and SQL; A/B testing with product managers. 5+ years of experience.';

  it('gives the top three, best first, scores in 0..1, with words taken from the text', () => {
    const result = match(text);
    expect(result.candidates).toHaveLength(3);
    const scores = result.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const c of result.candidates) {
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(1);
      expect(c.words.length).toBeGreaterThan(0);
      for (const w of c.words) expect(text).toContain(w);
    }
    expect(result.candidates[0]).toMatchObject({ family: 'data-and-ai', level: 3 });
    expect(result.candidates[0]!.words).toEqual(expect.arrayContaining(['Senior Data Scientist', 'Machine learning', '5+ years']));
  });

  it('is deterministic, also with a fresh copy of the families', () => {
    expect(match(text)).toEqual(match(text));
    expect(
      match(
        text,
        DEMO_FAMILIES.map((f) => ({ ...f, titles: [...f.titles] })),
      ),
    ).toEqual(match(text));
  });
});

describe('families from the database', () => {
  it('matches a family it has no lexicon for on its name and titles', () => {
    const families = [...DEMO_FAMILIES, { slug: 'legal', name: 'Legal', titles: ['Lawyer', 'Legal Counsel'] }];
    const result = match('Senior Lawyer - Corporate\nDraft contracts and advise on M&A. 6+ years of experience.', families);
    expect(result.status).toBe('matched');
    expect(result.candidates[0]).toMatchObject({ family: 'legal', level: 3 });
  });

  it('treats a lexicon family missing from the database as outside the catalogue', () => {
    const families = DEMO_FAMILIES.filter((f) => f.slug !== 'healthcare');
    const result = match('Registered Nurse\nPatient care in the ICU; BLS and ACLS required.', families);
    expect(result.status).toBe('needs-review');
    expect(result.candidates.every((c) => c.family !== 'healthcare')).toBe(true);
  });
});

describe('evaluation', () => {
  it('counts precision over answered entries and abstention on nulls', () => {
    const set = [
      { text: 'Senior Software Engineer\nJava, Kubernetes, AWS.', family: 'software-engineering', level: 3 }, // right
      { text: 'Senior Software Engineer\nJava, Kubernetes, AWS.', family: 'software-engineering', level: 4 }, // family right, level one off
      { text: 'Senior Software Engineer\nJava, Kubernetes, AWS.', family: 'data-and-ai', level: 3 }, // wrong family
      { text: 'asdf qwerty', family: null, level: null }, // abstained, as it should
      { text: 'Engineer', family: 'software-engineering', level: 2 }, // abstained
    ];
    expect(evaluateJdMatcher(set, DEMO_FAMILIES)).toEqual({
      total: 5,
      answered: 3,
      abstained: 2,
      abstentionRate: 0.4,
      precisionFamily: 0.667,
      precisionFamilyLevel: 0.333,
      levelWithinOne: 0.667,
      nullsAbstained: 1,
      nulls: 1,
    });
  });

  // Measured once on the held-out set, after the matcher and threshold were final (17:25 UTC):
  // 147 entries, 124 answered (abstention 0.156), family precision 0.984, family+level 0.787,
  // level within one 0.959, 12 of 13 nulls abstained. The floors sit just under those figures.
  it('clears its floors on the held-out set', () => {
    const result = evaluateJdMatcher(JD_LABELLED, DEMO_FAMILIES);
    expect(result.precisionFamily).toBeGreaterThanOrEqual(0.97);
    expect(result.precisionFamilyLevel).toBeGreaterThanOrEqual(0.75);
    expect(result.levelWithinOne).toBeGreaterThanOrEqual(0.93);
    expect(result.abstentionRate).toBeLessThanOrEqual(0.2);
    expect(result.nullsAbstained / result.nulls).toBeGreaterThanOrEqual(0.9);
  });

  it('clears its floors on the development set', () => {
    const result = evaluateJdMatcher(JD_DEV, DEMO_FAMILIES);
    expect(result.precisionFamily).toBeGreaterThanOrEqual(0.95);
    expect(result.precisionFamilyLevel).toBeGreaterThanOrEqual(0.85);
    expect(result.abstentionRate).toBeLessThanOrEqual(0.3);
    expect(result.nullsAbstained).toBe(result.nulls);
  });
});
