import { API_BASE, envelopeSchema, ok, type RouteDef } from '@paysight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface HandlerInput<D extends RouteDef> {
  params: Infer<D['params']>;
  query: Infer<D['querystring']>;
  body: Infer<D['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const failureSchema = envelopeSchema(z.null());

/**
 * Bind one contract route to Fastify. The contract's schemas validate the input (a failure is a
 * 400 naming the field), serialise the output, and feed the OpenAPI document. The handler returns
 * the envelope's `data`; wrapping it is done here, once.
 */
export function bindRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: HandlerInput<D>) => Promise<Infer<D['response']>>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${API_BASE}${def.path}`,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: {
        200: envelopeSchema(def.response),
        '4xx': failureSchema,
        // A degraded answer that still says why (e.g. health with the database down).
        503: envelopeSchema(def.response.nullable()),
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => {
      const data = await handler({
        params: request.params as Infer<D['params']>,
        query: request.query as Infer<D['querystring']>,
        body: request.body as Infer<D['body']>,
        request,
        reply,
      });
      const status = reply.statusCode;
      return status < 400 ? ok(data, 'OK', status) : { success: false, data, message: 'Service unavailable', statusCode: status };
    },
  });
}
