import { API_BASE, api, envelopeSchema } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportSalaryProfiles } from './explore.service.js';
import type { SalaryDeps } from './salary.service.js';

const failureSchema = envelopeSchema(z.null());

/**
 * GET /{cc}/salary/profiles/export?q=: a CSV download, so not bound through bindRoute (which
 * answers with the JSON envelope). The contract's schemas still validate params and query and
 * document the call; failures (400, 401, 403, 404, 429) are the usual envelopes.
 */
export function registerSalaryExportRoute(app: FastifyInstance, deps: SalaryDeps) {
  const def = api.exportSalaryProfiles;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${API_BASE}${def.path}`,
    schema: {
      summary: def.summary,
      description:
        'Premium members, enterprise users and admins. One row per record (no ids, no member details, month only), newest first, ' +
        'at most 10,000 rows; the columns are in the first line.',
      tags: def.tags,
      params: def.params,
      querystring: def.querystring,
      response: {
        200: { description: 'The records as CSV (attachment)', content: { [def.produces]: { schema: z.string() } } },
        '4xx': failureSchema,
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => {
      const { filename, csv, truncated } = await exportSalaryProfiles(deps, request.user, request.params.cc, request.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-export-truncated', truncated ? 'true' : 'false');
      return csv;
    },
  });
}
