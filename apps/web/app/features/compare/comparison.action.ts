import type { api } from '@paysight/contract';
import { data, type ActionFunctionArgs } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { deleteSavedComparison } from './api/delete-saved-comparison';
import { saveComparison } from './api/save-comparison';
import type { ComparisonAnswer } from './components/saved-comparisons';

const refused = (intent: ComparisonAnswer['intent'], status: number, message: string) =>
  data({ intent, ok: false, message } satisfies ComparisonAnswer, { status: status >= 400 && status < 500 ? status : 400 });

/**
 * The comparison forms, by intent: save-comparison (POST /compare with the page's region and q)
 * and remove-comparison (DELETE /compare/:id). Plain posts: they work before JavaScript. The
 * comparison page, the picker and /profile answer them; anything else is null (not ours).
 */
export async function comparisonIntent(client: ApiClient, routes: typeof api, field: (key: string) => string) {
  const intent = field('intent');
  if (intent === 'save-comparison') {
    const body = parseFormBody(routes.saveComparison, { cc: field('cc'), q: field('q') });
    const result = body.ok ? await saveComparison(client, routes, body.body) : body;
    if (!result.ok) return refused(intent, result.status, result.message);
    return { intent, ok: true, message: 'Saved: find it in your comparisons on your profile.' } satisfies ComparisonAnswer;
  }
  if (intent === 'remove-comparison') {
    const id = Number(field('id'));
    const result = await deleteSavedComparison(client, routes, Number.isInteger(id) && id > 0 ? id : 0);
    if (!result.ok) return refused(intent, result.status, result.message);
    return { intent, ok: true, message: 'Removed from your comparisons.' } satisfies ComparisonAnswer;
  }
  return null;
}

/** The comparison page's and the picker's action: a member's comparison form (a visitor is sent to sign in first). */
export async function comparisonAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  return (await comparisonIntent(client, api, field)) ?? refused('save-comparison', 400, 'Unknown form');
}
