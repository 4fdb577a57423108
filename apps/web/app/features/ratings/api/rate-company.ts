import type { api } from '@paysight/contract';
import { data, type AppLoadContext } from 'react-router';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';
import { RATING_ASPECTS, type RatingAspectKey } from '../ratings-text';

/** What the company page's rating form answers. */
export type RateAnswer = { rate: true; ok: true; ratings: api.CompanyRatings } | { rate: true; ok: false; message: string };

/** The rating form as posted: each aspect's stars (text until the contract's schema checks it). */
export const formToRating = (form: FormData) =>
  Object.fromEntries(
    RATING_ASPECTS.map((a) => {
      const value = form.get(a);
      return [a, typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value];
    }),
  ) as Record<RatingAspectKey, unknown>;

/** The page action's part for the rating form (intent "rate"): POST /company/{id}/ratings. */
export async function rateAction(form: FormData, request: Request, context: AppLoadContext, company: string) {
  const { api } = await import('@paysight/contract');
  const parsed = parseFormBody(api.rateCompany, formToRating(form));
  const result = parsed.ok
    ? await serverApi(context, request).call(api.rateCompany, { params: { id: company }, body: parsed.body })
    : parsed;
  if (result.ok) return { rate: true as const, ok: true as const, ratings: result.data } satisfies RateAnswer;
  return data({ rate: true as const, ok: false as const, message: result.message } satisfies RateAnswer, {
    status: result.status === 401 ? 401 : result.status === 403 ? 403 : 400,
  });
}
