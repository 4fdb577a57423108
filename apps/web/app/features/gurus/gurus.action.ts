import type { api as contract } from '@paysight/contract';
import { isGuruTimeZone, zonedTimeToInstant, type GURU_SLOT_MINUTES } from '@paysight/contract/core';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { RazorpayOptions } from '~/features/billing/api/start-checkout';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { bookGuruSlot } from './api/book-guru-slot';
import { cancelGuruBooking } from './api/cancel-guru-booking';
import { createGuruSlot } from './api/create-guru-slot';
import { deleteGuruSlot } from './api/delete-guru-slot';
import { putGuruCoach } from './api/put-guru-coach';
import { recordGuruOutcome } from './api/record-guru-outcome';

/** What a form on /gurus answers: its message for the intent that was sent (or the regional provider's checkout to open). */
export type GurusAnswer =
  | { intent: string; ok: boolean; message: string; razorpay?: undefined }
  | { intent: 'book'; ok: true; message: string; orderId: string; razorpay: RazorpayOptions };

const fail = (intent: string, status: number, message: string) =>
  data({ intent, ok: false, message } satisfies GurusAnswer, { status: status >= 400 && status < 500 ? status : 400 });

/** Where a booking's checkout comes back to: the member's sessions on this page. */
export const BOOKINGS_RETURN = '/gurus#bookings';

/**
 * The page's forms, each by its intent: book (the cart, then checkout), cancel, outcome, coach,
 * slot, withdraw. Plain posts: they work before JavaScript.
 */
export async function gurusAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  const intent = field('intent');
  const id = Number(field('id'));
  if (intent === 'book') {
    const started = await bookGuruSlot(client, api, Number(field('slotId')), BOOKINGS_RETURN);
    if (!started.ok) return fail(intent, started.status, started.message);
    if (started.kind === 'redirect') throw redirect(started.url);
    return {
      intent,
      ok: true,
      message: 'Opening the payment window…',
      orderId: started.orderId,
      razorpay: started.options,
    } satisfies GurusAnswer;
  }
  if (intent === 'cancel') {
    const expect = field('expectRefund');
    const result = await cancelGuruBooking(client, api, id, expect === '' ? undefined : Number(expect));
    if (!result.ok) return fail(intent, result.status, result.message);
    const refund = result.data.refund;
    return {
      intent,
      ok: true,
      message:
        result.data.status === 'released'
          ? 'Let go: the slot is free for others. Nothing was charged.'
          : `Cancelled.${refund ? ` ${refund.percent}% of the price is refunded to how you paid.` : ''}`,
    } satisfies GurusAnswer;
  }
  if (intent === 'outcome') {
    const outcome = field('outcome');
    if (!(api.GURU_OUTCOMES as readonly string[]).includes(outcome)) return fail(intent, 400, 'Pick what happened');
    const result = await recordGuruOutcome(client, api, id, outcome as contract.GuruOutcome);
    if (!result.ok) return fail(intent, result.status, result.message);
    const done = {
      completed: 'Marked completed. Thank you for coaching.',
      'candidate-absent': 'Recorded: the member did not come. They are told; nothing is refunded.',
      'coach-absent': 'Recorded: the coach did not come. Everything you paid is refunded.',
    } as const;
    return { intent, ok: true, message: done[outcome as contract.GuruOutcome] } satisfies GurusAnswer;
  }
  if (intent === 'coach') {
    const parsed = parseFormBody(api.putGuruCoach, { region: field('region'), headline: field('headline') });
    if (!parsed.ok) return fail(intent, 400, parsed.message);
    const result = await putGuruCoach(client, api, parsed.body);
    if (!result.ok) return fail(intent, result.status, result.message);
    return { intent, ok: true, message: 'You coach on Paysight now: offer your first slot below.' } satisfies GurusAnswer;
  }
  if (intent === 'slot') {
    const zone = field('tz');
    if (!isGuruTimeZone(zone)) return fail(intent, 400, 'Pick the time zone of the start');
    const at = zonedTimeToInstant(field('startsAt'), zone);
    if (!at) return fail(intent, 400, 'Give the start as a date and a time');
    const major = Number(field('price'));
    const parsed = parseFormBody(api.createGuruSlot, {
      startsAt: at.toISOString(),
      minutes: Number(field('minutes')) as (typeof GURU_SLOT_MINUTES)[number],
      price: Number.isFinite(major) && field('price') !== '' ? Math.round(major * 100) : Number.NaN,
    });
    if (!parsed.ok) return fail(intent, 400, parsed.message);
    const result = await createGuruSlot(client, api, parsed.body);
    if (!result.ok) return fail(intent, result.status, result.message);
    return { intent, ok: true, message: 'Your slot is offered: members can book it now.' } satisfies GurusAnswer;
  }
  if (intent === 'withdraw') {
    const result = await deleteGuruSlot(client, api, id);
    if (!result.ok) return fail(intent, result.status, result.message);
    return { intent, ok: true, message: 'Slot withdrawn.' } satisfies GurusAnswer;
  }
  return fail(intent, 400, 'Unknown form');
}
