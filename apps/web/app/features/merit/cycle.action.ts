import type { api as Api } from '@paysight/contract';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { memberFormAction } from '~/lib/server-api';
import { setCycleStatus } from './api/set-cycle-status';
import { cycleHref } from './merit-form';

export type CycleActionData = { ok: false; message: string };

export const MOVE_CYCLE = 'move-cycle';

/**
 * /merit/{id}'s forms: move the cycle (start, pause, resume, approve, close; analysts and admins).
 * Refused, the page says the API's words (a 409 says what the status allows); done, it opens again.
 */
export async function cycleAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  const refused = (message: string, status: number) =>
    data({ ok: false, message } satisfies CycleActionData, { status: status >= 400 && status < 500 ? status : 502 });
  const idText = args.params.id ?? '';
  if (!/^\d{1,10}$/.test(idText)) return refused(`No merit cycle ${idText}`, 404);
  if (field('intent') !== MOVE_CYCLE) return refused('This form is not one of this page', 400);
  const status = field('status');
  if (!(api.MERIT_STATUSES as readonly string[]).includes(status)) return refused(`status is one of ${api.MERIT_STATUSES.join(', ')}`, 400);
  const moved = await setCycleStatus(client, api, Number(idText), status as Api.MeritStatus);
  if (!moved.ok) return refused(moved.message, moved.status);
  throw redirect(`${cycleHref(moved.data.id)}?done=status`);
}
