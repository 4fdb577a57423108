import type { api } from '@paysight/contract';
import { data, type ActionFunctionArgs } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { memberFormAction } from '~/lib/server-api';
import { createInterviewReport } from './api/create-interview-report';

/** How many round slots the plain form has (the contract takes up to MAX_INTERVIEW_ROUNDS). */
export const FORM_ROUNDS = 5;

/** What the report form answers. */
export type ReportAnswer = { ok: true; report: api.MyInterviewReport } | { ok: false; message: string };

/** A round slot's questions: one a line, blank lines dropped. */
export const questionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The report form (intent "report"): POST /academy/reports. A round slot left empty is not sent; one
 * with questions and no type is refused here, saying which round, as the API would.
 */
export async function academyReportAction(args: ActionFunctionArgs) {
  const { api, client, field } = await memberFormAction(args);
  if (field('intent') !== 'report') throw data(null, { status: 400 });
  const rounds: { type: string; questions: string[] }[] = [];
  for (let i = 1; i <= FORM_ROUNDS; i += 1) {
    const type = field(`round${i}Type`);
    const questions = questionLines(field(`round${i}Questions`));
    if (!type && questions.length === 0) continue;
    if (!type)
      return data({ ok: false, message: `Round ${i} needs a type: pick what kind of round it was.` } satisfies ReportAnswer, {
        status: 400,
      });
    rounds.push({ type, questions });
  }
  const optional = (key: string) => field(key) || undefined;
  const parsed = parseFormBody(api.createInterviewReport, {
    company: field('company'),
    title: field('title'),
    level: optional('level'),
    month: field('month'),
    applied: field('applied'),
    outcome: field('outcome'),
    experience: field('experience'),
    difficulty: field('difficulty'),
    processDays: optional('processDays'),
    rounds,
  });
  const result = parsed.ok ? await createInterviewReport(client, api, parsed.body) : parsed;
  if (result.ok) return { ok: true as const, report: result.data } satisfies ReportAnswer;
  return data({ ok: false as const, message: result.message } satisfies ReportAnswer, {
    status: result.status === 401 ? 401 : result.status === 409 ? 409 : 400,
  });
}
