import { api } from '@paysight/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfInfo, renderPdf, ROBOTO } from '../../lib/pdf.js';
import { lengthText, monthsIn } from './resume.rules.js';

/**
 * A JSON Resume as a PDF, made on the server with pdfmake (no browser). The text is set in Roboto,
 * the font pdfmake ships, read from the installed package at run time (the server bundle keeps
 * pdfmake external, so node_modules/pdfmake/fonts is where it always is); it has the rupee sign
 * and the Latin, Greek and Cyrillic scripts. Only those four font files may be read: nothing of a
 * resume comes from the network or elsewhere on the disk.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2021-04" → "Apr 2021"; "2019" → "2019". */
export function displayDate(iso: string) {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(iso);
  if (!m) return iso;
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : m[1]!;
}

type Work = api.JsonResume['work'][number];

function dateLine(w: Work, now: Date): string {
  if (!w.startDate && !w.endDate) return '';
  const range = `${w.startDate ? displayDate(w.startDate) : ''} – ${w.endDate ? displayDate(w.endDate) : 'Present'}`.trim();
  // A relevant position's highlight states its length already.
  const months = w.highlights.length === 0 ? monthsIn(w, now) : null;
  return months ? `${range} · ${lengthText(months)}` : range;
}

const ACCENT = '#1f3a5f';
const MUTED = '#555555';

const heading = (text: string): Content => ({
  text: text.toUpperCase(),
  fontSize: 10,
  bold: true,
  color: ACCENT,
  characterSpacing: 0.8,
  margin: [0, 14, 0, 4],
});

function workBlock(w: Work, now: Date): Content {
  const title = w.position ? [{ text: w.position, bold: true }, { text: ` · ${w.name}` }] : [{ text: w.name, bold: true }];
  return {
    unbreakable: true,
    margin: [0, 4, 0, 2],
    stack: [
      {
        columns: [
          { width: '*', text: title },
          { width: 'auto', text: dateLine(w, now), color: MUTED, fontSize: 9, alignment: 'right' },
        ],
      },
      ...(w.highlights.length > 0 ? [{ ul: w.highlights, margin: [10, 2, 0, 0], color: '#333333' } as Content] : []),
    ],
  };
}

/** The resume as a PDF: name and contact line, summary, skills, experience, education. */
export async function renderResumePdf(resume: api.JsonResume, now: Date): Promise<Buffer> {
  // pdfmake rewrites the document it is given in place: it gets its own copy, never the stored resume.
  resume = structuredClone(resume);
  const b = resume.basics;
  const contact = [b.email, b.phone, ...(b.profiles ?? []).map((p) => p.url)].filter((s): s is string => Boolean(s));
  const relevant = resume.meta?.relevantWork ?? 0;
  const content: Content[] = [
    { text: b.name || 'Resume', fontSize: 22, bold: true, color: ACCENT },
    ...(b.label ? [{ text: b.label, fontSize: 12, margin: [0, 2, 0, 0] } as Content] : []),
    ...(contact.length > 0 ? [{ text: contact.join('  ·  '), color: MUTED, fontSize: 9, margin: [0, 4, 0, 0] } as Content] : []),
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.8, lineColor: ACCENT }], margin: [0, 8, 0, 0] },
  ];
  if (b.summary) content.push(heading('Summary'), { text: b.summary });
  if (resume.skills.length > 0) {
    content.push(heading('Skills'));
    for (const g of resume.skills) {
      const named = resume.skills.length > 1 || g.name !== api.RESUME_SKILL_GROUPS.all;
      content.push({
        margin: [0, 1, 0, 1],
        text: named ? [{ text: `${g.name}: `, bold: true }, g.keywords.join(', ')] : g.keywords.join(', '),
      });
    }
  }
  if (resume.work.length > 0) {
    if (relevant > 0) {
      content.push(heading('Relevant experience'), ...resume.work.slice(0, relevant).map((w) => workBlock(w, now)));
      content.push(heading('Other experience'), ...resume.work.slice(relevant).map((w) => workBlock(w, now)));
    } else content.push(heading('Experience'), ...resume.work.map((w) => workBlock(w, now)));
  }
  if (resume.education.length > 0) {
    content.push(heading('Education'), ...resume.education.map((e) => ({ text: e.institution, margin: [0, 1, 0, 1] }) as Content));
  }
  const doc: TDocumentDefinitions = {
    info: pdfInfo(`${b.name || 'Resume'}${b.label ? ` — ${b.label}` : ''}`, 'Resume', b.name || undefined),
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.25 },
    content,
  };
  return renderPdf(doc, ROBOTO);
}
