import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfInfo, renderPdf, STANDARD_HELVETICA } from '../../lib/pdf.js';

/**
 * A receipt as a PDF, made on the server with pdfmake in the PDF standard fonts (Helvetica), so no
 * font file is bundled, read or downloaded. The standard fonts' WinAnsi encoding has no rupee sign:
 * amounts are written with the currency code ("INR 3,999.00").
 */

export interface ReceiptDocument {
  number: string;
  paidAt: string;
  billedTo: { name: string; email: string };
  item: string;
  amount: string;
  taxLine: { label: string; amount: string } | null;
  total: string;
  provider: string;
  providerReference: string;
  refundedAt: string | null;
  testMode: boolean;
}

const row = (label: string, value: string, bold = false): Content[] => [
  { text: label, color: '#555555' },
  { text: value, alignment: 'right', bold },
];

export async function renderReceiptPdf(r: ReceiptDocument): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    info: pdfInfo(`Paysight receipt ${r.number}`, 'Receipt', 'Paysight'),
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.3 },
    content: [
      {
        columns: [
          { text: 'Paysight', fontSize: 22, bold: true },
          { text: 'Receipt', fontSize: 22, alignment: 'right', color: '#555555' },
        ],
      },
      ...(r.testMode ? [{ text: 'Test mode — no money moves', bold: true, color: '#b45309', margin: [0, 8, 0, 0] } as Content] : []),
      {
        margin: [0, 24, 0, 0],
        columns: [
          [{ text: 'Billed to', color: '#555555' }, { text: r.billedTo.name, bold: true }, { text: r.billedTo.email }],
          [
            { text: `Receipt number ${r.number}`, alignment: 'right', bold: true },
            { text: `Date ${r.paidAt}`, alignment: 'right' },
            ...(r.refundedAt ? [{ text: `Refunded ${r.refundedAt}`, alignment: 'right', color: '#b91c1c' } as Content] : []),
          ],
        ],
      },
      {
        margin: [0, 24, 0, 0],
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'Item', bold: true },
              { text: 'Amount', bold: true, alignment: 'right' },
            ],
            [r.item, { text: r.amount, alignment: 'right' }],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: ['*', 'auto'],
          body: [...(r.taxLine ? [row(r.taxLine.label, r.taxLine.amount)] : []), row('Total', r.total, true)],
        },
        layout: 'noBorders',
      },
      {
        margin: [0, 24, 0, 0],
        text: [{ text: 'Paid with ', color: '#555555' }, `${r.provider}, reference ${r.providerReference}`],
      },
    ],
  };
  return renderPdf(doc, STANDARD_HELVETICA);
}
