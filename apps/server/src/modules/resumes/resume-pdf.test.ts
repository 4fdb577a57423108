import { api } from '@paysight/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../lib/document-text.js';
import { renderReceiptPdf } from '../billing/receipt-pdf.js';
import { displayDate, renderResumePdf } from './resume-pdf.js';
import type { JsonResume } from './resume.rules.js';

const NOW = new Date('2026-11-24T09:00:00Z');

const resume = (over: Partial<JsonResume> = {}): JsonResume => ({
  basics: {
    name: 'Asha Rao',
    label: 'Senior Software Engineer',
    email: 'asha@example.com',
    phone: '+919876543210',
    summary: 'Senior Software Engineer at Swiggy with 7 years of experience. Skilled in TypeScript and Kubernetes.',
  },
  work: [
    {
      name: 'Swiggy',
      position: 'Senior Software Engineer',
      startDate: '2021-03',
      highlights: ['5 years 9 months as Senior Software Engineer'],
    },
    { name: 'Infosys', position: 'QA Engineer', startDate: '2016-07', endDate: '2021-02', highlights: [] },
  ],
  education: [{ institution: 'IIT Bombay' }],
  skills: [
    { name: api.RESUME_SKILL_GROUPS.matching, keywords: ['TypeScript', 'Kubernetes'] },
    { name: api.RESUME_SKILL_GROUPS.other, keywords: ['Go'] },
  ],
  meta: { version: 'v1.0.0', lastModified: NOW.toISOString(), relevantWork: 1 },
  ...over,
});

const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe('a resume as a PDF', () => {
  it('has the member’s name, title, contact line, sections and dates as text', async () => {
    const pdf = await renderResumePdf(resume(), NOW);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const s of [
      'Asha Rao',
      'Senior Software Engineer',
      'asha@example.com',
      '+919876543210',
      'RELEVANT EXPERIENCE',
      'OTHER EXPERIENCE',
      'Relevant skills:',
      'TypeScript, Kubernetes',
      'Mar 2021 – Present',
      'Jul 2016 – Feb 2021',
      'IIT Bombay',
    ]) {
      expect(text).toContain(s);
    }
    expect(await pages(pdf)).toBe(1);
  });

  it('leaves the resume it renders as it was', async () => {
    const r = resume();
    const before = structuredClone(r);
    await renderResumePdf(r, NOW);
    expect(r).toEqual(before);
  });

  it('the rupee sign renders: the font has it and the text extracts with it', async () => {
    const pdf = await renderResumePdf(resume({ basics: { name: 'Asha Rao', summary: 'Last drawn ₹24,50,000 a year.' } }), NOW);
    const text = await pdfText(pdf);
    expect(text).toContain('₹24,50,000');
  });

  it('the longest resume the rules make stays within two pages', async () => {
    const work = Array.from({ length: 12 }, (_, i) => ({
      name: `Company number ${i + 1} Private Limited`,
      position: `Principal Distributed Systems Engineer ${i + 1}`,
      startDate: `${2000 + i}-01`,
      endDate: `${2000 + i}-12`,
      highlights: [`11 months as Principal Distributed Systems Engineer ${i + 1}`],
    }));
    const skills = [
      { name: api.RESUME_SKILL_GROUPS.matching, keywords: Array.from({ length: 20 }, (_, i) => `Relevant skill ${i}`) },
      { name: api.RESUME_SKILL_GROUPS.other, keywords: Array.from({ length: 20 }, (_, i) => `Another skill ${i}`) },
    ];
    const education = Array.from({ length: 5 }, (_, i) => ({ institution: `Indian Institute of Technology campus ${i}` }));
    const pdf = await renderResumePdf(
      resume({ work, skills, education, meta: { version: 'v1.0.0', lastModified: '', relevantWork: 4 } }),
      NOW,
    );
    expect(await pages(pdf)).toBeLessThanOrEqual(2);
  });

  it('a member with only a name gets a one-page PDF that says nothing else', async () => {
    const pdf = await renderResumePdf({ basics: { name: 'Asha Rao' }, work: [], education: [], skills: [] }, NOW);
    expect((await pdfText(pdf)).trim()).toBe('Asha Rao');
  });

  it('receipts and resumes share pdfmake without taking each other’s fonts', async () => {
    const receipt = {
      number: 'PS-2026-000001',
      paidAt: '24 Nov 2026',
      billedTo: { name: 'Asha Rao', email: 'asha@example.com' },
      item: 'Premium, 1 month',
      amount: 'INR 999.00',
      taxLine: null,
      total: 'INR 999.00',
      provider: 'Sandbox',
      providerReference: 'pay_1',
      refundedAt: null,
      testMode: true,
    };
    expect(await pdfText(await renderReceiptPdf(receipt))).toContain('PS-2026-000001');
    expect(await pdfText(await renderResumePdf(resume(), NOW))).toContain('Asha Rao');
    expect(await pdfText(await renderReceiptPdf(receipt))).toContain('PS-2026-000001');
  });

  it('dates read as people write them', () => {
    expect(displayDate('2021-04')).toBe('Apr 2021');
    expect(displayDate('2019')).toBe('2019');
    expect(displayDate('2019-12-03')).toBe('Dec 2019');
  });
});
