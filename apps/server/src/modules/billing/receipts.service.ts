import { AppError, api, formatMoney, groupDigits, type SessionUser, formatDate } from '@paysight/contract';
import type { Db, Payment } from '@paysight/db';
import { findUserById } from '../auth/users.service.js';
import type { BillingDeps } from './billing-deps.js';
import { findMemberPayment, memberPayments } from './billing.queries.js';
import { PROVIDER_NAMES, receiptNumber } from './billing.rules.js';
import { renderReceiptPdf } from './receipt-pdf.js';

export const NO_SUCH_RECEIPT = 'No such receipt';

export function toReceipt(p: Payment): api.Receipt {
  return {
    id: p.id,
    number: receiptNumber(p),
    description: p.description,
    amount: p.amount,
    taxAmount: p.taxAmount,
    taxLabel: p.taxLabel,
    currency: p.currency,
    provider: p.provider,
    providerReference: p.providerPaymentId,
    paidAt: p.paidAt.toISOString(),
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

/** GET /profile/receipts: the member's, newest first. */
export async function listReceipts(deps: Pick<BillingDeps, 'db'>, user: Pick<SessionUser, 'id'>) {
  return { receipts: (await memberPayments(deps.db, user.id)).map(toReceipt) };
}

/** "INR 3,999.00": the PDF's standard fonts have no rupee sign. */
const pdfMoney = (minor: number, currency: string) => {
  const whole = groupDigits(Math.floor(minor / 100), currency === 'INR' ? 'in' : 'us');
  return `${currency} ${whole}.${String(minor % 100).padStart(2, '0')}`;
};

/** GET /profile/receipts/:id/pdf: one of the member's receipts; another member's is answered as absent. */
export async function receiptPdf(deps: Pick<BillingDeps, 'db'>, user: Pick<SessionUser, 'id' | 'name' | 'email'>, id: number) {
  const payment = await findMemberPayment(deps.db, user.id, id);
  if (!payment) throw new AppError(404, NO_SUCH_RECEIPT);
  const number = receiptNumber(payment);
  const pdf = await renderReceiptPdf({
    number,
    paidAt: formatDate(payment.paidAt),
    billedTo: { name: user.name || user.email, email: user.email },
    item: payment.description,
    amount: pdfMoney(payment.amount, payment.currency),
    taxLine:
      payment.taxLabel && payment.taxAmount > 0 ? { label: payment.taxLabel, amount: pdfMoney(payment.taxAmount, payment.currency) } : null,
    total: pdfMoney(payment.amount, payment.currency),
    provider: payment.provider === 'sandbox' ? 'Test mode sandbox' : PROVIDER_NAMES[payment.provider],
    providerReference: payment.providerPaymentId,
    refundedAt: payment.refundedAt ? formatDate(payment.refundedAt) : null,
    testMode: payment.provider === 'sandbox',
  });
  return { pdf, filename: `paysight-receipt-${number}.pdf` };
}

/** The receipt mail: amount, tax line, provider reference, date, what happens next, and where the receipts are. */
export async function mailReceipt(deps: Pick<BillingDeps, 'mail' | 'origin'>, to: string, payment: Payment, followUp: string) {
  const number = receiptNumber(payment);
  const link = `${deps.origin}/account`;
  const lines = [
    'Thank you for your payment.',
    '',
    `Receipt ${number}, ${formatDate(payment.paidAt)}`,
    `${payment.description}: ${formatMoney(payment.amount, payment.currency)}`,
    ...(payment.taxLabel && payment.taxAmount > 0 ? [`${payment.taxLabel}: ${formatMoney(payment.taxAmount, payment.currency)}`] : []),
    `Total: ${formatMoney(payment.amount, payment.currency)}`,
    `Paid with ${PROVIDER_NAMES[payment.provider]}, reference ${payment.providerPaymentId}`,
    ...(payment.provider === 'sandbox' ? [api.TEST_MODE_LABEL] : []),
    '',
    followUp,
    '',
    `Your receipts, each as a PDF: ${link}`,
  ];
  await deps.mail.send({ to, subject: `Your Paysight receipt ${number}`, text: lines.join('\n'), link });
}

/** The member a payment is for (name and email for the mail), read in the settling transaction. */
export const payer = (db: Db, userId: string) => findUserById(db, userId);
