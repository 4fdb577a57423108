import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeZip } from '../../test/documents.js';
import { sniffKind } from '../http/uploads.js';
import { docxText, pdfText } from './document-text.js';

describe('uploaded documents', () => {
  it('types files by their bytes, not their names', async () => {
    expect(sniffKind(await makePdf(['hello']))).toBe('pdf');
    expect(sniffKind(makeDocx(['hello']))).toBe('docx');
    expect(sniffKind(makeZip({ 'Profile.csv': 'a,b' }))).toBe('zip');
    expect(sniffKind(Buffer.from('<html>not a pdf</html>'))).toBeNull();
    expect(sniffKind(Buffer.from('PK\u0003\u0004 truncated'))).toBeNull();
  });

  it('reads the lines of a PDF', async () => {
    const text = await pdfText(
      await makePdf(['Priya Sharma', 'Senior Software Engineer, Google', 'Skills: Java & Kubernetes'], { pages: 2 }),
    );
    expect(text.split('\n')).toEqual(['Priya Sharma', 'Senior Software Engineer, Google', 'Skills: Java & Kubernetes']);
  });

  it('reads the paragraphs of a DOCX, entities decoded', () => {
    expect(docxText(makeDocx(['Rahul Verma', 'Data Scientist at Flipkart <Bengaluru>', 'R & Python']))).toBe(
      'Rahul Verma\nData Scientist at Flipkart <Bengaluru>\nR & Python',
    );
  });

  it('says clearly when a file is broken', async () => {
    const pdf = await makePdf(['x']);
    await expect(pdfText(pdf.subarray(0, 40))).rejects.toMatchObject({ statusCode: 422 });
    expect(() => docxText(makeZip({ 'word/other.xml': '<x/>' }))).toThrow(/no document body/);
  });
});
