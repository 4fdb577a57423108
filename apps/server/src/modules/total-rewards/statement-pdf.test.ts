import { api } from '@paysight/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/document-text.js';
import { renderStatementPdf, renderStatementsPdf } from './statement-pdf.js';
import { buildStatement, formatMoney, periodOf } from './statement.rules.js';

const OPTS = { workspaceName: 'Acme Robotics', preparedOn: '2026-11-29' };

const statement = (over: Partial<api.StatementEmployeeInput> = {}, planOver: api.StatementPlanInput = {}) => {
  const employee = api.statementEmployee.parse({
    employeeId: 'E-7',
    name: 'Asha Rao',
    title: 'Senior Engineer',
    levelName: 'Senior',
    location: 'Bengaluru',
    countryCode: 'in',
    currency: 'INR',
    base: 2_000_000,
    bonusTarget: 200_000,
    hireDate: '2019-06-15',
    grants: [{ grantDate: '2024-03-01', units: 1_000 }],
    market: { compaRatio: 0.93, position: 'p25–p50', p50Base: 2_150_000, p50Total: 2_600_000, records: 42 },
    ...over,
  });
  const plan = api.statementPlan.parse({
    sharePrice: 100,
    insurancePremium: 18_500,
    perquisites: [{ label: 'Meals', yearly: 26_400 }],
    ...planOver,
  });
  return buildStatement(employee, plan, periodOf(employee.countryCode, 2025));
};

const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
/** pdf.js may split a line into items: compare without the spaces it puts between them. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('a total rewards statement as a PDF', () => {
  it('is a PDF with the employee, every line’s figure, the total, the CTC beside in-hand pay and the market position', async () => {
    const s = statement();
    const pdf = await renderStatementPdf(s, OPTS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squeeze(await pdfText(pdf));
    for (const want of ['Asha Rao', 'Acme Robotics', 'FY 2025-26', 'Employee E-7', 'Employer provident fund (PF)', 'Gratuity accrual']) {
      expect(text).toContain(squeeze(want));
    }
    for (const l of s.lines) expect(text).toContain(squeeze(formatMoney(l.amount, 'INR')));
    expect(text).toContain(squeeze(formatMoney(s.total, 'INR')));
    expect(text).toContain(squeeze(`In hand a month${formatMoney(s.india!.monthlyInHand, 'INR')}`));
    expect(text).toContain(squeeze(`Fixed CTC${formatMoney(2_000_000, 'INR')}`));
    expect(text).toContain('₹25,000'); // the vest: 250 units × 100
    expect(text).toContain(squeeze('0.93 × the market median'));
    expect(await pages(pdf)).toBeLessThanOrEqual(2);
  });

  it('a US statement is in dollars, without the CTC block', async () => {
    const s = statement({ countryCode: 'us', currency: 'USD', base: 185_000, bonusTarget: 18_500, grants: [], equityYearly: 40_000 });
    const text = squeeze(await pdfText(await renderStatementPdf(s, OPTS)));
    expect(text).toContain('$185,000');
    expect(text).toContain(squeeze(formatMoney(s.total, 'USD')));
    expect(text).not.toContain('Inhandamonth');
  });

  it('the bulk file holds every employee, each from a new page', async () => {
    const names = ['Asha Rao', 'Vikram Shah', 'Meera Iyer'];
    const all = names.map((name, i) => statement({ name, employeeId: `E-${i + 1}`, base: 1_500_000 + i * 250_000 }));
    const pdf = await renderStatementsPdf(all, OPTS);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pages(pdf)).toBeGreaterThanOrEqual(3);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Total rewards statements — Acme Robotics');
    const text = squeeze(await pdfText(pdf));
    for (const [i, s] of all.entries()) {
      expect(text).toContain(squeeze(names[i]!));
      expect(text).toContain(squeeze(formatMoney(s.total, 'INR')));
    }
  });

  it('leaves the statement it renders as it was', async () => {
    const s = statement();
    const before = structuredClone(s);
    await renderStatementPdf(s, OPTS);
    expect(s).toEqual(before);
  });
});
