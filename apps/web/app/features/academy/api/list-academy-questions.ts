import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import type { AcademyQuery } from '../academy-query';

/**
 * GET /academy/questions: the page's questions for its filters. Server-side, in loaders:
 * `const { api } = await import('@paysight/contract')` and pass it in.
 */
export function listAcademyQuestions(client: ApiClient, routes: typeof api, query: AcademyQuery): Promise<ApiResult<api.AcademyQuestions>> {
  return client.call(routes.listAcademyQuestions, {
    query: { company: query.company, family: query.family, round: query.round, difficulty: query.difficulty, page: query.page },
  });
}
