import type { ActionFunctionArgs } from 'react-router';
import { serverApi } from '~/lib/server-api';
import { answerCareerIntro } from './api/answer-career-intro';
import { askCareerIntro } from './api/ask-career-intro';
import { companySlugOf } from './career-query';

export async function careerAction({ request, context }: ActionFunctionArgs) {
  if (!context.user) return { ok: false, message: 'Sign in to ask for an introduction.' };
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'ask') {
    const from = companySlugOf(String(form.get('from') ?? '').slice(0, 120)) ?? '';
    const to = companySlugOf(String(form.get('to') ?? '').slice(0, 120)) ?? '';
    const sent = await askCareerIntro(client, api, { from, to, message: String(form.get('message') ?? '') });
    return sent.ok
      ? {
          ok: true,
          message: `Asked a member who moved from ${sent.data.from.name} to ${sent.data.to.name}. You will be told when they answer.`,
        }
      : { ok: false, message: sent.message };
  }
  if (intent === 'answer') {
    const id = Number(form.get('id'));
    const answered = await answerCareerIntro(client, api, id, form.get('accept') === 'true');
    if (!answered.ok) return { ok: false, message: answered.message };
    return {
      ok: true,
      message:
        answered.data.status === 'accepted' && answered.data.contact
          ? `Accepted: you and ${answered.data.contact.name} (${answered.data.contact.email}) can now reach each other.`
          : 'Declined. Your name was never shown.',
    };
  }
  return { ok: false, message: 'Unknown action' };
}
