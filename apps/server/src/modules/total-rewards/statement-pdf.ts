import type { api } from '@paysight/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfInfo, renderPdf, ROBOTO } from '../../lib/pdf.js';
import { formatMoney } from './statement.rules.js';

/**
 * Total rewards statements as PDFs, made on the server with pdfmake (no browser;
 * docs/decisions/056-total-rewards.md). As the resume PDF does, the text is set in Roboto, the
 * font pdfmake ships (it has the rupee sign), read from the installed package: nothing is
 * downloaded, and only those four font files may be read. One statement is one page or two; the
 * bulk file starts each employee on a new page.
 */

const ACCENT = '#1f3a5f';
const MUTED = '#555555';
const RULE = '#d0d7e2';

const GROUP_TITLES: Record<api.StatementGroup, string> = {
  cash: 'Cash',
  equity: 'Equity',
  benefits: 'Benefits',
  perquisites: 'Perquisites',
};

const heading = (text: string): Content => ({
  text: text.toUpperCase(),
  fontSize: 9.5,
  bold: true,
  color: ACCENT,
  characterSpacing: 0.8,
  margin: [0, 14, 0, 4],
});

const lightTable = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 0,
  paddingRight: () => 0,
};

function linesTable(s: api.RewardsStatement): Content {
  const money = (n: number) => formatMoney(n, s.employee.currency);
  const body: TableCell[][] = [];
  for (const group of ['cash', 'equity', 'benefits', 'perquisites'] as const) {
    const lines = s.lines.filter((l) => l.group === group);
    if (lines.length === 0) continue;
    body.push([
      { text: GROUP_TITLES[group], bold: true, color: ACCENT, margin: [0, 4, 0, 0] },
      { text: money(s.subtotals[group]), bold: true, alignment: 'right', color: ACCENT, margin: [0, 4, 0, 0] },
    ]);
    for (const l of lines) {
      body.push([
        {
          margin: [10, 0, 0, 0],
          stack: [{ text: l.label }, ...(l.note ? [{ text: l.note, fontSize: 8, color: MUTED } as Content] : [])],
        },
        { text: money(l.amount), alignment: 'right' },
      ]);
    }
  }
  body.push([
    { text: `Total rewards, ${s.period.label}`, bold: true, fontSize: 11 },
    { text: money(s.total), bold: true, fontSize: 11, alignment: 'right' },
  ]);
  return { table: { widths: ['*', 110], body }, layout: lightTable };
}

function pairs(rows: [string, string, boolean?][]): Content {
  return {
    table: {
      widths: ['*', 'auto'],
      body: rows.map(([label, value, bold]) => [
        { text: label, color: bold ? undefined : MUTED, bold: Boolean(bold) },
        { text: value, alignment: 'right', bold: Boolean(bold) },
      ]),
    },
    layout: lightTable,
  };
}

function indiaBlock(s: api.RewardsStatement, india: api.IndiaCtc): Content[] {
  const money = (n: number) => formatMoney(n, 'INR');
  const block: Content[] = [
    heading('Your CTC and your in-hand pay'),
    {
      columnGap: 24,
      columns: [
        {
          width: '*',
          stack: [
            { text: 'CTC', bold: true, margin: [0, 0, 0, 2] },
            pairs([
              ['Salary (gross)', money(india.grossSalary)],
              ['Employer PF', money(india.employerPf)],
              ['Gratuity', money(india.gratuity)],
              ['Fixed CTC', money(india.fixedCtc), true],
              ['Bonus target', money(india.bonusTarget)],
              ['CTC', money(india.ctc), true],
              [`of which basic`, money(india.basic)],
            ]),
          ],
        },
        {
          width: '*',
          stack: [
            { text: 'In hand', bold: true, margin: [0, 0, 0, 2] },
            pairs([
              ['Salary (gross)', money(india.grossSalary)],
              ['Your PF', `− ${money(india.employeePf)}`],
              ['Professional tax', `− ${money(india.professionalTax)}`],
              ['Income tax on salary', `− ${money(india.taxOnFixed)}`],
              ['In hand a month', money(india.monthlyInHand), true],
              ['Take-home for the year, bonus at target', money(india.yearlyTakeHome), true],
            ]),
            { text: india.regime, fontSize: 8, color: MUTED, margin: [0, 2, 0, 0] },
          ],
        },
      ],
    },
    ...(s.gratuity
      ? [
          {
            margin: [0, 6, 0, 0],
            text: `Gratuity accrued to date: ${money(s.gratuity.accruedToDate)} for ${s.gratuity.yearsCounted} year${s.gratuity.yearsCounted === 1 ? '' : 's'} of service${s.gratuity.eligible ? '' : ' (paid after five years of service)'}.`,
          } as Content,
        ]
      : []),
  ];
  // The CTC and in-hand columns are read side by side: never split across pages.
  return [{ stack: block, unbreakable: true }];
}

function marketBlock(s: api.RewardsStatement): Content[] {
  const m = s.market;
  if (!m || m.compaRatio === null) return [];
  const money = (n: number) => formatMoney(n, s.employee.currency);
  const parts = [
    `Your base is ${m.compaRatio.toFixed(2)} × the market median base${m.p50Base !== null ? ` of ${money(m.p50Base)}` : ''} for your role, level and city`,
    m.position ? ` (${m.position})` : '',
    `, from ${m.records} salaries.`,
  ];
  return [heading('Against the market'), { text: parts.join('') }];
}

function vestsBlock(s: api.RewardsStatement): Content[] {
  if (s.vests.length === 0) return [];
  const money = (n: number) => formatMoney(n, s.employee.currency);
  return [
    heading(`Equity vesting in ${s.period.label}`),
    {
      table: {
        widths: ['*', 'auto', 110],
        body: [
          [
            { text: 'Date', color: MUTED },
            { text: 'Units', color: MUTED, alignment: 'right' },
            { text: 'Value', color: MUTED, alignment: 'right' },
          ],
          ...s.vests.map((v) => [
            { text: v.date },
            { text: v.units === null ? '—' : v.units.toLocaleString('en-US', { maximumFractionDigits: 2 }), alignment: 'right' as const },
            { text: money(v.value), alignment: 'right' as const },
          ]),
        ],
      },
      layout: lightTable,
    },
  ];
}

function statementContent(s: api.RewardsStatement, workspaceName: string, first: boolean): Content[] {
  const e = s.employee;
  const who = [e.title, e.levelName, e.location].filter(Boolean).join(' · ');
  return [
    {
      ...(first ? {} : { pageBreak: 'before' as const }),
      columns: [
        { width: '*', text: 'Total rewards statement', fontSize: 20, bold: true, color: ACCENT },
        { width: 'auto', text: s.period.label, fontSize: 14, color: MUTED, alignment: 'right', margin: [0, 4, 0, 0] },
      ],
    },
    { text: workspaceName, color: MUTED, margin: [0, 2, 0, 0] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.8, lineColor: ACCENT }], margin: [0, 8, 0, 8] },
    { text: e.name ?? `Employee ${e.employeeId}`, fontSize: 14, bold: true },
    { text: who, margin: [0, 1, 0, 0] },
    { text: `Employee ${e.employeeId} · with us since ${e.hireDate}`, color: MUTED, fontSize: 9, margin: [0, 1, 0, 0] },
    {
      margin: [0, 12, 0, 4],
      text: [{ text: `Your total rewards in ${s.period.label}: ` }, { text: formatMoney(s.total, e.currency), bold: true, fontSize: 14 }],
    },
    heading('What we invest in you'),
    linesTable(s),
    ...vestsBlock(s),
    ...(s.india ? indiaBlock(s, s.india) : []),
    ...marketBlock(s),
    heading('How these figures are made'),
    { ul: s.notes, fontSize: 8, color: MUTED },
  ];
}

export interface StatementPdfOptions {
  /** The employer's name, printed under the title. */
  workspaceName: string;
  /** YYYY-MM-DD, printed in the footer. */
  preparedOn: string;
}

/** Statements in one PDF, each employee from a new page (one statement: one employee's PDF). */
export async function renderStatementsPdf(statements: readonly api.RewardsStatement[], opts: StatementPdfOptions): Promise<Buffer> {
  // pdfmake writes into the document it is given (its lists included): it gets its own copy.
  statements = structuredClone(statements);
  const content = statements.flatMap((s, i) => statementContent(s, opts.workspaceName, i === 0));
  const one = statements.length === 1 ? statements[0]! : null;
  const doc: TDocumentDefinitions = {
    info: pdfInfo(
      one
        ? `Total rewards statement — ${one.employee.name ?? one.employee.employeeId} — ${one.period.label}`
        : `Total rewards statements — ${opts.workspaceName}`,
      'Total rewards statement',
      opts.workspaceName,
    ),
    pageSize: 'A4',
    pageMargins: [56, 48, 56, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2 },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `Prepared on ${opts.preparedOn} with Paysight. Confidential.`, fontSize: 7.5, color: MUTED },
        { text: `${page} / ${pages}`, fontSize: 7.5, color: MUTED, alignment: 'right' },
      ],
      margin: [56, 16, 56, 0],
    }),
    content: content.length > 0 ? content : [{ text: 'No statements.' }],
  };
  return renderPdf(doc, ROBOTO);
}

export const renderStatementPdf = (statement: api.RewardsStatement, opts: StatementPdfOptions) => renderStatementsPdf([statement], opts);
