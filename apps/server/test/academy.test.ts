import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { loadAcademySeed } from '../src/modules/academy/academy-seed.service.js';
import { callApi, expectStatusMessage } from './api.js';
import { createClock, describeWithDb, useTestApp } from './helpers.js';
import { signedInUser, type SignedInUser as Member } from './users.js';

/**
 * The interview academy: seed questions from openly licensed sets, each with its source and
 * licence; members' interview reports checked for names, contacts and links, held for an admin's
 * review, and counted only once approved (a rejected one never); questions merged on their text;
 * a company's view only from MIN_SLICE (5) approved reports.
 */

const SHIPPED = new URL('../reference-data/academy/questions.json.gz', import.meta.url);

type Question = {
  id: string;
  text: string;
  count: number;
  askedRecently: boolean;
  lastAsked: string | null;
  rounds: string[];
  difficulty: string | null;
  code: string | null;
  choices: string[];
  answer: string | null;
  source: null | { set: string; repository: string; url: string; licence: string; licenceUrl: string; notice: string; title: string };
};

describeWithDb('academy: seed questions, members’ interview reports under moderation, the privacy floor', () => {
  const clock = createClock(new Date('2026-11-22T10:00:00Z'));
  const t = useTestApp({ now: clock.now });
  let members: Member[];
  let admin: Member;

  const call = (method: 'GET' | 'POST', url: string, who?: Member, payload?: unknown) => callApi(t.app, method, url, who?.headers, payload);
  const questions = async (query = '') => {
    const answer = await call('GET', `/academy/questions${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { items: Question[]; total: number; totalPages: number; page: number; pageSize: number } & Record<
      string,
      unknown
    >;
  };
  /** Every question of a view, page by page. */
  const allQuestions = async (query = '') => {
    const first = await questions(query);
    const items = [...first.items];
    for (let page = 2; page <= first.totalPages; page += 1)
      items.push(...(await questions(`${query}${query ? '&' : '?'}page=${page}`)).items);
    return items;
  };
  const find = (items: Question[], text: string) => items.find((q) => q.text === text);

  const report = (overrides: Record<string, unknown> = {}) => ({
    company: 'swiggy',
    title: 'Software Engineer',
    level: 'SDE 2',
    month: '2026-10',
    applied: 'referral',
    outcome: 'no-offer',
    experience: 'positive',
    difficulty: 4,
    processDays: 21,
    rounds: [
      { type: 'screen', questions: ['Why are you looking to move from your current team?'] },
      { type: 'coding', questions: ['Find the longest substring without repeating characters.'] },
    ],
    ...overrides,
  });
  const send = (who: Member, body: unknown) => call('POST', '/academy/reports', who, body);
  const review = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    call('POST', `/academy/reports/${id}/review`, admin, { decision, ...(reason ? { reason } : {}) });

  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 7; i += 1)
      members.push(await signedInUser(t, clock.now(), { email: `candidate${i}@paysight.test`, name: `Candidate ${i}` }));
    admin = await signedInUser(t, clock.now(), { email: 'academy-admin@paysight.test', role: 'admin' });
  });

  it('loads the shipped seed questions at start, each with its source and licence; the same file is not loaded twice', async () => {
    expect((await questions()).total).toBe(0);
    expect(await t.app.tasks.run('academy.questions')).toMatchObject({ loaded: true, sets: 3 });
    const all = await allQuestions();
    expect(all.length).toBeGreaterThan(350);
    for (const q of all) {
      expect(q.count).toBe(0);
      expect(q.source, q.text).not.toBeNull();
      expect(q.source!.url).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\//);
      expect(q.source!.notice.length).toBeGreaterThan(10);
    }
    const bySet = (set: string) => all.filter((q) => q.source!.set === set);
    expect(bySet('data-science-interviews')[0]!.source).toMatchObject({
      repository: 'alexeygrigorev/data-science-interviews',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(bySet('javascript-questions')[0]!.source).toMatchObject({
      repository: 'lydiahallie/javascript-questions',
      licence: 'MIT',
      notice: 'Copyright (c) 2019 Lydia Hallie',
    });
    expect(bySet('tech-interview-handbook')).toHaveLength(29);
    expect(bySet('tech-interview-handbook')[0]!.source).toMatchObject({
      licence: 'MIT',
      notice: 'Copyright (c) 2017-Present Yangshun Tay',
    });
    // No company sections of the handbook (they name companies and came from another site).
    expect(bySet('tech-interview-handbook').some((q) => /Airbnb|Amazon|Palantir|Stripe/.test(q.text))).toBe(false);
    // A JavaScript question keeps its code, choices and answer's letter; a theory question its difficulty mark.
    const js = bySet('javascript-questions')[0]!;
    expect(js).toMatchObject({ text: "What's the output?", answer: 'D', rounds: ['technical'] });
    expect(js.code).toContain("var name = 'Lydia'");
    expect(js.choices).toHaveLength(4);
    expect(find(all, 'What is overfitting?')).toMatchObject({
      difficulty: 'easy',
      rounds: ['technical'],
      source: { set: 'data-science-interviews' },
    });

    expect(await t.app.tasks.run('academy.questions')).toMatchObject({ loaded: false });
    // A new file replaces the old one whole.
    const shipped = gunzipSync(readFileSync(SHIPPED)).toString('utf8');
    const file = JSON.parse(shipped);
    file.questions = file.questions.slice(0, 3);
    expect(await loadAcademySeed(t.database.db, JSON.stringify(file))).toMatchObject({ loaded: true, questions: 3 });
    expect((await questions()).total).toBe(3);
    expect(await loadAcademySeed(t.database.db, shipped)).toMatchObject({ loaded: true });
    expect((await questions()).total).toBe(all.length);
  });

  it('pages at 20 and filters seeds by family, round and difficulty', async () => {
    const first = await questions();
    const second = await questions('?page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 20, totalPages: Math.ceil(first.total / 20) });
    expect(first.items).toHaveLength(20);
    expect(second.items.map((q) => q.id)).not.toEqual(expect.arrayContaining([first.items[0]!.id]));
    const past = await questions(`?page=${first.totalPages + 1}`);
    expect(past).toMatchObject({ items: [], total: first.total });

    const behavioural = await allQuestions('?round=behavioural');
    expect(behavioural.length).toBe(29);
    expect(behavioural.every((q) => q.rounds.includes('behavioural'))).toBe(true);
    const hard = await allQuestions('?difficulty=hard');
    expect(hard.length).toBeGreaterThan(0);
    expect(hard.every((q) => q.difficulty === 'hard')).toBe(true);
    // A family's view: its own sets and the questions for every family (the behavioural list), never another family's.
    const software = await allQuestions('?family=software-engineering');
    expect(new Set(software.map((q) => q.source!.set))).toEqual(new Set(['javascript-questions', 'tech-interview-handbook']));
    const data = await questions('?family=data-and-ai&round=technical&difficulty=easy');
    expect(data.filters).toEqual({
      company: null,
      family: { name: 'Data and AI', slug: 'data-and-ai' },
      round: 'technical',
      difficulty: 'easy',
    });
    expect(data.items.every((q) => q.source!.set === 'data-science-interviews' && q.difficulty === 'easy')).toBe(true);
  });

  it('refuses bad input with a message naming the field', async () => {
    const m = members[0]!;
    expect((await call('POST', '/academy/reports', undefined, report())).status).toBe(401);
    expectStatusMessage(await send(m, report({ company: '  ' })), 400, /company is required/);
    expectStatusMessage(await send(m, report({ title: undefined })), 400, /title is required/);
    expectStatusMessage(await send(m, report({ month: '2026-13' })), 400, /month must be a month written YYYY-MM/);
    expectStatusMessage(await send(m, report({ month: '2026-12' })), 400, 'month must not be in the future');
    expectStatusMessage(await send(m, report({ month: '2009-12' })), 400, 'month must be 2010-01 or later');
    expectStatusMessage(await send(m, report({ applied: 'pigeon' })), 400, /applied must be one of online, referral/);
    expectStatusMessage(await send(m, report({ outcome: 'maybe' })), 400, /outcome must be one of/);
    expectStatusMessage(await send(m, report({ experience: 'meh' })), 400, /experience must be one of positive, neutral, negative/);
    expectStatusMessage(await send(m, report({ difficulty: 6 })), 400, /difficulty must be a whole number from 1 to 5/);
    expectStatusMessage(await send(m, report({ difficulty: 2.5 })), 400, /difficulty must be a whole number from 1 to 5/);
    expectStatusMessage(await send(m, report({ processDays: 0 })), 400, /processDays must be at least 1/);
    expectStatusMessage(await send(m, report({ rounds: [] })), 400, /rounds: describe at least one round/);
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'coding', questions: [] }] })),
      400,
      /add at least one question you were asked/,
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'coding', questions: ['Why?'] }] })),
      400,
      /a question must be at least 8 characters/,
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'dance-off', questions: ['Show us your best move.'] }] })),
      400,
      /type must be one of screen/,
    );
    expectStatusMessage(await send(m, report({ extra: true })), 400, /extra/);

    expectStatusMessage(await call('GET', '/academy/questions?page=0'), 400, /page must be at least 1/);
    expectStatusMessage(await call('GET', '/academy/questions?difficulty=brutal'), 400, /difficulty must be one of easy, medium, hard/);
    expectStatusMessage(await call('GET', '/academy/questions?round=lunch'), 400, /round must be one of screen/);
    expectStatusMessage(await call('GET', '/academy/questions?company=Not%20A%20Slug'), 400, /company must be a company slug/);
    expectStatusMessage(await call('GET', '/academy/questions?company=no-such-company'), 404, 'No company "no-such-company"');
    expectStatusMessage(await call('GET', '/academy/questions?family=no-such-family'), 404, 'No job family "no-such-family"');
    expect((await call('GET', '/academy/reports/mine', m)).body.data.reports).toEqual([]);
  });

  it('refuses a round without a type, names, contact details and links, saying where; nothing is kept', async () => {
    const m = members[0]!;
    expectStatusMessage(
      await send(m, report({ rounds: [{ questions: ['Design a rate limiter for an API.'] }] })),
      400,
      'body.rounds.0.type: each round needs a type: one of screen, online-assessment, coding, technical, system-design, case-study, take-home, behavioural, hiring-manager',
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'screen', questions: ['The recruiter asked me to send my CV to hr.team@swiggy.in'] }] })),
      400,
      'Round 1, question 1 has an email address ("hr.team@swiggy.in"). Interview reports must not carry names, contact details or links: remove them and send again.',
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'screen', questions: ['They said to call +91 98450 12345 with questions'] }] })),
      400,
      /^Round 1, question 1 has a phone number \("\+91 98450 12345"\)/,
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'coding', questions: ['Solve https://leetcode.com/problems/lru-cache exactly'] }] })),
      400,
      /^Round 1, question 1 has a link \("https:\/\/leetcode\.com\/problems\/lru-cache"\)/,
    );
    expectStatusMessage(
      await send(
        m,
        report({
          rounds: [
            { type: 'screen', questions: ['Why this company?'.padEnd(20, '!')] },
            { type: 'behavioural', questions: ['The interviewer, Rahul, asked about a conflict'] },
          ],
        }),
      ),
      400,
      /^Round 2, question 1 has a person’s name \("Rahul"\)/,
    );
    expectStatusMessage(
      await send(m, report({ rounds: [{ type: 'behavioural', questions: ['They asked Candidate 0 to describe a failure'] }] })),
      400,
      /has a person’s name \("Candidate 0"\)/,
    );
    expect((await call('GET', '/academy/reports/mine', m)).body.data.reports).toEqual([]);
    expect((await call('GET', '/academy/reports/queue', admin)).body.data.reports).toEqual([]);
  });

  const UNIQUE = 'Design a system that batches restaurant order notifications.';

  it('a report is invisible until an admin approves it; then its questions count, merged by text, asked recently', async () => {
    const sent = await send(
      members[1]!,
      report({
        rounds: [
          { type: 'system-design', questions: [UNIQUE] },
          { type: 'technical', questions: ['what is  overfitting'] },
        ],
      }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'pending',
      company: { slug: 'swiggy', name: 'Swiggy' },
      title: { slug: 'software-engineer' },
      level: 'SDE 2',
      rounds: [
        { type: 'system-design', questions: [UNIQUE] },
        { type: 'technical', questions: ['what is  overfitting'] },
      ],
    });
    // Pending: nowhere.
    expect(find(await allQuestions(), UNIQUE)).toBeUndefined();
    expect(find(await allQuestions(), 'What is overfitting?')).toMatchObject({ count: 0 });
    expect((await call('GET', '/academy/questions/companies')).body.data).toEqual({ minSlice: 5, companies: [], hiddenCompanies: 0 });

    // Members may neither read the queue nor review; a guest is asked to sign in.
    expectStatusMessage(await call('GET', '/academy/reports/queue', members[1]), 403, 'Only admins can do this');
    expectStatusMessage(
      await call('POST', `/academy/reports/${sent.body.data.id}/review`, members[1], { decision: 'approve' }),
      403,
      'Only admins can do this',
    );
    expect((await call('GET', '/academy/reports/queue')).status).toBe(401);
    const queue = (await call('GET', '/academy/reports/queue', admin)).body.data.reports;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: sent.body.data.id, member: { email: 'candidate1@paysight.test' }, rounds: sent.body.data.rounds });

    expectStatusMessage(await review(sent.body.data.id, 'reject'), 400, /reason is required to reject/);
    expectStatusMessage(await review(999_999, 'approve'), 404, 'No interview report 999999');
    expect((await review(sent.body.data.id, 'approve')).body.data).toEqual({ id: sent.body.data.id, status: 'approved' });
    expectStatusMessage(await review(sent.body.data.id, 'reject', 'second thoughts'), 409, 'This report was already reviewed');

    const all = await allQuestions();
    expect(find(all, UNIQUE)).toMatchObject({
      count: 1,
      askedRecently: true,
      lastAsked: '2026-10',
      rounds: ['system-design'],
      source: null,
      difficulty: 'hard',
    });
    // Merged with the seed question of the same text: the seed's wording, its source, and the member's count.
    expect(find(all, 'What is overfitting?')).toMatchObject({
      count: 1,
      askedRecently: true,
      rounds: ['technical'],
      source: { set: 'data-science-interviews' },
    });
    // Most asked first.
    expect(all.slice(0, 3).map((q) => q.count)).toEqual([1, 1, 0]);
    expect((await call('GET', '/academy/reports/mine', members[1])).body.data.reports[0]).toMatchObject({
      status: 'approved',
      reviewReason: null,
    });
  });

  it('a rejected report never shows or counts, anywhere', async () => {
    const hidden = 'Explain how you would shard the menu service by city.';
    const sent = await send(
      members[2]!,
      report({ month: '2026-11', rounds: [{ type: 'system-design', questions: [UNIQUE.toUpperCase(), hidden] }] }),
    );
    expect((await review(sent.body.data.id, 'reject', 'Looks copied from a question bank')).body.data.status).toBe('rejected');
    const all = await allQuestions();
    expect(find(all, hidden)).toBeUndefined();
    expect(find(all, UNIQUE)).toMatchObject({ count: 1, lastAsked: '2026-10' });
    expect((await allQuestions('?round=system-design')).map((q) => q.text)).toEqual([UNIQUE]);
    expect((await call('GET', '/academy/reports/mine', members[2])).body.data.reports[0]).toMatchObject({
      status: 'rejected',
      reviewReason: 'Looks copied from a question bank',
    });
    expect((await call('GET', '/academy/questions/companies')).body.data).toEqual({ minSlice: 5, companies: [], hiddenCompanies: 1 });
  });

  it('a company’s questions and figures show only from 5 approved reports; the text shown is the first approved wording', async () => {
    const under = await questions('?company=swiggy');
    expect(under).toMatchObject({ items: [], total: 0, reports: null, belowFloor: true, filters: { company: { slug: 'swiggy' } } });

    // Three more approved reports at Swiggy asking the same question in other words, one of them years ago.
    const ids: number[] = [];
    for (const [i, overrides] of [
      { month: '2026-09', outcome: 'offer-accepted', experience: 'positive', difficulty: 3, processDays: 14 },
      { month: '2025-01', outcome: 'offer-declined', experience: 'neutral', difficulty: 4, processDays: 30 },
      { month: '2026-11', outcome: 'waiting', experience: 'negative', difficulty: 5, processDays: undefined },
    ].entries()) {
      const sent = await send(
        members[3 + i]!,
        report({ ...overrides, rounds: [{ type: 'system-design', questions: [`  ${UNIQUE.replace('.', '!!')} `] }] }),
      );
      expect(sent.status).toBe(200);
      ids.push(sent.body.data.id);
      await review(sent.body.data.id, 'approve');
    }
    // Four approved: still under the floor.
    expect(await questions('?company=swiggy')).toMatchObject({ items: [], belowFloor: true, reports: null });
    expect((await call('GET', '/academy/questions/companies')).body.data).toMatchObject({ companies: [], hiddenCompanies: 1 });

    const fifth = await send(
      members[6]!,
      report({
        outcome: 'no-offer',
        experience: 'positive',
        difficulty: 2,
        processDays: 10,
        rounds: [{ type: 'coding', questions: ['Merge k sorted lists efficiently.'] }],
      }),
    );
    await review(fifth.body.data.id, 'approve');
    const view = await questions('?company=swiggy');
    expect(view).toMatchObject({ belowFloor: false, reports: 5, demo: false });
    expect(view.items.map((q) => [q.text, q.count])).toEqual([
      [UNIQUE, 4],
      ['What is overfitting?', 1],
      ['Merge k sorted lists efficiently.', 1],
    ]);
    // A narrower view of the same company under the floor says so again.
    expect(await questions('?company=swiggy&round=coding')).toMatchObject({ items: [], belowFloor: true });
    expect((await questions('?company=swiggy&difficulty=hard')).belowFloor).toBe(true);

    const companies = (await call('GET', '/academy/questions/companies')).body.data;
    expect(companies).toEqual({
      minSlice: 5,
      hiddenCompanies: 0,
      companies: [
        {
          company: { name: 'Swiggy', slug: 'swiggy' },
          reports: 5,
          questions: 3,
          difficulty: 3.6,
          positive: 60,
          // Of the 4 reports with an answer, 2 offers: a share from fewer than 5 is not shown; nor is the median of 4 lengths.
          offers: null,
          medianDays: null,
          demo: false,
        },
      ],
    });
  });

  it('filters members’ questions by the reports’ difficulty and the round, and by the title’s family', async () => {
    expect(find(await allQuestions('?difficulty=hard'), UNIQUE)).toMatchObject({ count: 3 });
    expect(find(await allQuestions('?difficulty=easy'), 'Merge k sorted lists efficiently.')).toMatchObject({ count: 1 });
    expect(find(await allQuestions('?difficulty=hard'), 'Merge k sorted lists efficiently.')).toBeUndefined();
    expect(find(await allQuestions('?round=coding'), UNIQUE)).toBeUndefined();
    expect(find(await allQuestions('?family=software-engineering'), UNIQUE)).toMatchObject({ count: 4 });
    expect(find(await allQuestions('?family=data-and-ai'), UNIQUE)).toBeUndefined();
  });

  it('holds at most 5 reports of a member for review at once', async () => {
    const m = members[0]!;
    for (let i = 0; i < 5; i += 1)
      expect((await send(m, report({ rounds: [{ type: 'coding', questions: [`Write a parser for format number ${i}.`] }] }))).status).toBe(
        200,
      );
    expectStatusMessage(
      await send(m, report()),
      409,
      'You already have 5 interview reports waiting for review: please wait until an admin has reviewed them',
    );
    expect((await call('GET', '/academy/reports/queue', admin)).body.data.reports).toHaveLength(5);
  });
});
