import { API_BASE, envelopeSchema, ok, type RouteDef, type RoutePart } from '@paysight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HandlerInput<D extends RouteDef> {
  params: RoutePart<D, 'params'>;
  query: RoutePart<D, 'querystring'>;
  body: RoutePart<D, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const failureSchema = envelopeSchema(z.null());

/**
 * Bind one contract route to Fastify. The contract's schemas validate the input (a failure is a
 * 400 naming the field), serialise the output, and feed the OpenAPI document. The handler returns
 * the envelope's `data`; wrapping it is done here, once.
 */
export interface BindOptions {
  /** Answer even when the presented session token is stale (sign-in, sign-out). */
  allowInvalidSession?: boolean;
}

export function bindRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: HandlerInput<D>) => Promise<RoutePart<D, 'response'>>,
  options: BindOptions = {},
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: `${API_BASE}${def.path}`,
    config: { allowInvalidSession: options.allowInvalidSession ?? false },
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
        params: request.params as RoutePart<D, 'params'>,
        query: request.query as RoutePart<D, 'querystring'>,
        body: request.body as RoutePart<D, 'body'>,
        request,
        reply,
      });
      const status = reply.statusCode;
      return status < 400 ? ok(data, 'OK', status) : { success: false, data, message: 'Service unavailable', statusCode: status };
    },
  });
}
