import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { memberFormAction } from '~/lib/server-api';
import { describePlanIssues, readPlanForm, type RewardsPlanFormValues } from './plan-form';
import { STATEMENTS_PATH } from './statements-query';

export type PlanActionData = { ok: false; message: string; fields: Record<string, string>; values: RewardsPlanFormValues };

/**
 * The plan values form: read as numbers, checked with the contract's schema (each refusal worded
 * by the field's label), then saved (PUT /total-rewards/plan: analysts and admins; a viewer's save
 * is the API's 403, said on the form). Saved, the page opens again with `saved=1`.
 */
export async function savePlanAction(args: ActionFunctionArgs) {
  const { api, client, form } = await memberFormAction(args);
  const read = readPlanForm(form);
  const refused = (message: string, status: number, fields: Record<string, string> = {}) =>
    data({ ok: false, message, fields, values: read.values } satisfies PlanActionData, {
      status: status >= 400 && status < 500 ? status : 502,
    });
  if (!read.ok) return refused(read.message, 400, read.fields);
  const checked = api.saveRewardsPlan.body!.safeParse(read.body);
  if (!checked.success) {
    const { message, fields } = describePlanIssues(checked.error.issues);
    return refused(message, 400, fields);
  }
  const saved = await client.call(api.saveRewardsPlan, { body: read.body });
  if (!saved.ok) {
    const field = /^(stockCompany|sharePrice|insurancePremium|defaultVesting)\b/.exec(saved.message)?.[1];
    return refused(saved.message, saved.status, field ? { [field]: saved.message } : {});
  }
  throw redirect(`${STATEMENTS_PATH}?saved=1#plan-title`);
}
