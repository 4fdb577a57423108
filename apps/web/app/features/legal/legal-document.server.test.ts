import { describe, expect, it } from 'vitest';
import { loadLegalDocument } from './legal-document.server';

describe('legal documents', () => {
  it('keep their section anchors, which links point at', () => {
    expect(loadLegalDocument('privacy-policy').sections.map((s) => s.id)).toEqual([
      'who-we-are',
      'data-we-collect',
      'anonymisation',
      'how-we-use-data',
      'sharing',
      'legal-bases',
      'retention',
      'security',
      'your-rights',
      'children',
      'changes',
      'contact',
    ]);
    expect(loadLegalDocument('terms-and-conditions').sections.map((s) => s.id)).toEqual([
      'acceptance',
      'eligibility',
      'accounts',
      'acceptable-use',
      'contributions',
      'accuracy',
      'plans-and-billing',
      'job-assistant',
      'intellectual-property',
      'termination',
      'liability',
      'governing-law',
      'changes',
      'contact',
    ]);
  });

  it('render the Markdown to HTML, front matter apart', () => {
    const privacy = loadLegalDocument('privacy-policy');
    expect(privacy).toMatchObject({ title: 'Privacy Policy', updated: '22 November 2026' });
    expect(privacy.description).toMatch(/\S{10,}/);
    expect(privacy.introHtml).toContain('<a href="/terms-and-conditions">Terms and Conditions</a>');
    expect(privacy.sections[0]).toMatchObject({ title: 'Who we are' });
    const all = [privacy, loadLegalDocument('terms-and-conditions')].flatMap((d) => [d.introHtml, ...d.sections.map((s) => s.html)]);
    for (const html of all) expect(html).not.toMatch(/\*\*|\]\(|^#|---/m);
    expect(loadLegalDocument('terms-and-conditions').description).toContain('Paysight: accounts');
  });
});
