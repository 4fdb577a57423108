import type { api as contractApi } from '@paysight/contract';
import { data, redirect } from 'react-router';
import { paths } from '~/config/paths';
import type { ApiClient } from '~/lib/api-client';
import { parseFormBody } from '~/lib/form-body';
import { deleteMemberInternship } from '~/features/internships/api/delete-member-internship';
import { saveMemberInternship } from '~/features/internships/api/save-member-internship';
import { formToInternship, INTERNSHIP_FIELDS, type InternshipFormValues } from './internship-form';

/**
 * The "Add your salary" page's internship intents: `internship` adds a stipend, `delete-internship`
 * withdraws one. Success comes back to the internship option with what happened; a refusal keeps
 * what was typed, with the API's reason.
 */
export async function internshipAction(client: ApiClient, api: typeof contractApi, form: FormData) {
  const status = (s: number) => (s === 401 ? 401 : s === 429 ? 429 : 400);
  if (form.get('intent') === 'delete-internship') {
    const result = await deleteMemberInternship(client, api, Number(form.get('id')));
    if (result.ok) return redirect(`${paths.profileSalary('internship')}&internship=withdrawn`);
    return data({ ok: false as const, message: result.message, typed: null, typedInternship: null }, { status: status(result.status) });
  }
  const body = parseFormBody(api.saveMemberInternship, formToInternship(form));
  const result = body.ok ? await saveMemberInternship(client, api, body.body) : body;
  if (result.ok) return redirect(`${paths.profileSalary('internship')}&internship=saved`);
  const typedInternship = Object.fromEntries(
    INTERNSHIP_FIELDS.map((k) => [k, typeof form.get(k) === 'string' ? (form.get(k) as string) : '']),
  ) as InternshipFormValues;
  return data({ ok: false as const, message: result.message, typed: null, typedInternship }, { status: status(result.status) });
}
