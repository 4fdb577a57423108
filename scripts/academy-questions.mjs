#!/usr/bin/env node
/**
 * Builds the academy's seed questions (apps/server/reference-data/academy/questions.json.gz) from
 * three openly licensed question sets, read from local git clones:
 *
 *   node scripts/academy-questions.mjs <data-science-interviews.git> <javascript-questions.git> <tech-interview-handbook.git>
 *
 * - alexeygrigorev/data-science-interviews (CC BY 4.0): theory.md (with its easy / medium / expert
 *   marks), technical.md (SQL, Python, algorithms) and contrib/probability.md. Questions only: the
 *   community's answers are left out; each SQL question is prefixed with the tables it is asked on.
 * - lydiahallie/javascript-questions (MIT): README.md, each question with its code, its choices and
 *   the letter of its answer (the explanations are left out).
 * - yangshun/tech-interview-handbook (MIT): the generic list "Most commonly asked behavioral
 *   questions" of apps/website/contents/behavioral-interview-questions.md only. Its company
 *   sections are copied from another site and are not used.
 *
 * Each argument is a git directory (a bare mirror works); the file is read at HEAD and its commit is
 * kept with every question's link. The output is deterministic (gzip without a name or time).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [dsGit, jsGit, handbookGit] = process.argv.slice(2);
if (!dsGit || !jsGit || !handbookGit) {
  console.error('usage: academy-questions.mjs <data-science-interviews.git> <javascript-questions.git> <tech-interview-handbook.git>');
  process.exit(2);
}

const git = (dir, ...args) => execFileSync('git', [`--git-dir=${dir}`, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const headOf = (dir) => git(dir, 'rev-parse', 'HEAD').trim();
const show = (dir, file) => git(dir, 'show', `HEAD:${file}`);

/** Markdown emphasis and HTML entities out; inline code kept in backticks (the page shows it as code). */
const plain = (s) =>
  s
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/(^|[\s(])_(\S.*?\S|\S)_(?=[\s).,:;!?]|$)/g, '$1$2')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
/** Zero-width joiners and emoji variation selectors, which the source puts around its difficulty marks. */
const unmarked = (s) => s.replace(/\u200d|\ufe0f/g, '');

const questions = [];
const sets = [];

// ---- alexeygrigorev/data-science-interviews (CC BY 4.0) -------------------------------------------

{
  const commit = headOf(dsGit);
  const repo = 'alexeygrigorev/data-science-interviews';
  const blob = (file) => `https://github.com/${repo}/blob/${commit}/${file}`;
  sets.push({
    key: 'data-science-interviews',
    title: 'Data science interview questions',
    repository: repo,
    url: `https://github.com/${repo}`,
    commit,
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    notice: 'Alexey Grigorev and contributors, "Data Science Interviews", licensed under CC BY 4.0',
    changes: 'Questions only, without the community answers; each SQL question is prefixed with the tables it is asked on.',
  });

  // theory.md: "**Question? 👶**" under "## Topic"; 👶 easy, ⭐️ medium, 🚀 expert.
  let topic = null;
  for (const line of show(dsGit, 'theory.md').split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) topic = heading[1].trim();
    const q = /^\*\*(.+)\*\*\s*$/.exec(line);
    if (!q || !topic || topic === 'Table of contents') continue;
    const raw = unmarked(q[1]);
    const difficulty = raw.includes('🚀') ? 'hard' : raw.includes('⭐') ? 'medium' : raw.includes('👶') ? 'easy' : null;
    const text = plain(raw.replace(/[👶⭐🚀]/gu, '').replace(/\s+I$/, ''));
    questions.push({
      set: 'data-science-interviews',
      topic,
      round: 'technical',
      family: 'data-and-ai',
      difficulty,
      text,
      url: blob('theory.md'),
    });
  }

  // technical.md: numbered "**1)** text" (SQL) or "**1) Title.** text" (Python, algorithms), with the lines
  // that finish the statement (examples as bullets) up to the answer's code or the next break.
  const lines = show(dsGit, 'technical.md').split('\n');
  const SQL_TABLES =
    'Tables: Ads(ad_id, campaign_id, status), where status is active or inactive; Events(event_id, ad_id, source, event_type, date, hour), where event_type is impression, click or conversion. Write a SQL query for:';
  let section = null;
  for (let i = 0; i < lines.length; i += 1) {
    const heading = /^## (.+)$/.exec(lines[i]);
    if (heading) section = heading[1].trim();
    const q = /^\*\*(\d+)\)(.*)$/.exec(lines[i]);
    if (!q || !section) continue;
    const detail = [];
    for (let j = i + 1; j < lines.length; j += 1) {
      const l = lines[j];
      // The answer starts at its code, or at a line naming its approach ("Brute force, O(n²):").
      if (/^```|^<br|^<img|^\*\*\d+\)|^## |^(Brute force|Solution|Answer)\b/i.test(l.trim())) break;
      if (l.trim() === '') continue;
      detail.push(plain(l.replace(/^\s*[*-]\s+/, '• ')));
    }
    const head = plain(q[2].replaceAll('**', ''));
    const round = 'coding';
    if (section === 'SQL')
      questions.push({
        set: 'data-science-interviews',
        topic: 'SQL',
        round,
        family: 'data-and-ai',
        difficulty: null,
        text: `${SQL_TABLES} ${head}`,
        url: blob('technical.md'),
      });
    else
      questions.push({
        set: 'data-science-interviews',
        topic: section === 'Coding (Python)' ? 'Coding (Python)' : 'Algorithms',
        round,
        family: 'data-and-ai',
        difficulty: null,
        text: head,
        detail: detail.length > 0 ? detail.join('\n') : undefined,
        url: blob('technical.md'),
      });
  }

  // contrib/probability.md: each question a bold paragraph.
  for (const line of show(dsGit, 'contrib/probability.md').split('\n')) {
    const q = /^\*\*(.+)\*\*\s*$/.exec(line);
    if (q)
      questions.push({
        set: 'data-science-interviews',
        topic: 'Probability',
        round: 'technical',
        family: 'data-and-ai',
        difficulty: null,
        text: plain(q[1]),
        url: blob('contrib/probability.md'),
      });
  }
}

// ---- lydiahallie/javascript-questions (MIT) -------------------------------------------------------

{
  const commit = headOf(jsGit);
  const repo = 'lydiahallie/javascript-questions';
  const licence = show(jsGit, 'LICENSE');
  const copyright = /^Copyright .+$/m.exec(licence)[0];
  sets.push({
    key: 'javascript-questions',
    title: 'JavaScript questions',
    repository: repo,
    url: `https://github.com/${repo}`,
    commit,
    licence: 'MIT',
    licenceUrl: `https://github.com/${repo}/blob/${commit}/LICENSE`,
    notice: copyright,
    licenceText: licence.trim(),
    changes: 'Each question with its code, choices and the letter of its answer; the explanations are left out.',
  });
  const readme = show(jsGit, 'README.md');
  const blocks = readme.split(/^###### /m).slice(1);
  for (const block of blocks) {
    const [titleLine, ...rest] = block.split('\n');
    const title = /^(\d+)\. (.+)$/.exec(titleLine.trim());
    if (!title) continue;
    const body = rest.join('\n');
    const before = body.split('<details>')[0];
    const codeMatch = /```(\w*)\n([\s\S]*?)```/.exec(before);
    const choices = [...before.matchAll(/^- ([A-F]): (.*)$/gm)].map(
      (m) => `${m[1]}: ${plain(m[2].replace(/<br\s*\/?>/g, ' ').replace(/&nbsp;/g, ' '))}`,
    );
    const answer = /#### Answer: ([A-F])/.exec(body)?.[1] ?? null;
    // Text between the title and the code or choices belongs to the question.
    const extra = before
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => l.trim() && !/^- [A-F]: /.test(l) && !/^---/.test(l.trim()))
      .map((l) => plain(l));
    questions.push({
      set: 'javascript-questions',
      topic: 'JavaScript',
      round: 'technical',
      family: 'software-engineering',
      difficulty: null,
      text: [plain(title[2]), ...extra].join(' '),
      code: codeMatch ? codeMatch[2].replace(/\s+$/, '') : undefined,
      choices: choices.length > 0 ? choices : undefined,
      answer: answer ?? undefined,
      url: `https://github.com/${repo}/blob/${commit}/README.md`,
    });
  }
}

// ---- yangshun/tech-interview-handbook (MIT): the generic behavioural list only -----------------

{
  const commit = headOf(handbookGit);
  const repo = 'yangshun/tech-interview-handbook';
  const file = 'apps/website/contents/behavioral-interview-questions.md';
  const licence = show(handbookGit, 'LICENSE');
  const copyright = /^Copyright .+$/m.exec(licence)[0];
  sets.push({
    key: 'tech-interview-handbook',
    title: 'Tech Interview Handbook: common behavioural questions',
    repository: repo,
    url: `https://github.com/${repo}`,
    commit,
    licence: 'MIT',
    licenceUrl: `https://github.com/${repo}/blob/${commit}/LICENSE`,
    notice: copyright,
    licenceText: licence.trim(),
    changes: 'Only the generic list "Most commonly asked behavioral questions"; the company sections are not used.',
  });
  const text = show(handbookGit, file);
  const start = text.indexOf('## Most commonly asked behavioral questions');
  const end = text.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('the generic behavioural list was not found');
  for (const line of text.slice(start, end).split('\n')) {
    const q = /^\d+\. (.+)$/.exec(line.trim());
    if (q)
      questions.push({
        set: 'tech-interview-handbook',
        topic: 'Behavioural',
        round: 'behavioural',
        family: null,
        difficulty: null,
        text: plain(q[1]),
        url: `https://github.com/${repo}/blob/${commit}/${file}`,
      });
  }
}

const out = { format: 'paysight-academy-questions', version: 1, sets, questions };
const json = `${JSON.stringify(out, null, 1)}\n`;
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, '..', 'apps', 'server', 'reference-data', 'academy');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'questions.json.gz'), gzipSync(Buffer.from(json), { level: 9 }));
const counts = Object.fromEntries(sets.map((s) => [s.key, questions.filter((q) => q.set === s.key).length]));
console.log(JSON.stringify({ questions: questions.length, counts, sha256: createHash('sha256').update(json).digest('hex') }));
