import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { createCycle } from './api/create-cycle';
import { cycleHref, formToCycleBody, typedCycleValues, type CycleFormValues } from './merit-form';

export type MeritActionData = {
  ok: false;
  message: string;
  /** What the form had typed. */
  typed: CycleFormValues;
  /** A fresh key per refusal: the form remounts with what was typed. */
  attempt: string;
};

/**
 * /merit's new-cycle form (ADR 057): the posted fields checked with the contract's schema, the API's
 * own words when refused (the form keeps what was typed); created, the cycle's page opens.
 */
export async function meritAction(args: ActionFunctionArgs) {
  const { api, client, form } = await memberFormAction(args);
  const typed = typedCycleValues(form);
  const refused = (message: string, status: number) =>
    data({ ok: false, message, typed, attempt: `${Date.now()}-${Math.random()}` } satisfies MeritActionData, {
      status: status >= 400 && status < 500 ? status : 502,
    });
  const body = parseFormBody(api.createMeritCycle, formToCycleBody(typed));
  if (!body.ok) return refused(body.message, body.status);
  const created = await createCycle(client, api, body.body);
  if (!created.ok) return refused(created.message, created.status);
  throw redirect(`${cycleHref(created.data.id)}?done=created`);
}
