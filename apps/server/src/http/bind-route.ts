import { API_BASE, envelopeSchema, ok, type FileRouteDef, type RouteDef, type RoutePart, type SessionUser } from '@paysight/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../lib/entitlements.js';

/** The caller: null only on public calls (the access hook refused anonymous callers of the others). */
export type RouteUser<D extends RouteDef | FileRouteDef> = D['access'] extends 'public' ? SessionUser | null : SessionUser;

export interface HandlerInput<D extends RouteDef | FileRouteDef> {
  params: RoutePart<D, 'params'>;
  query: RoutePart<D, 'querystring'>;
  body: RoutePart<D, 'body'>;
  user: RouteUser<D>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const failureSchema = envelopeSchema(z.null());

export interface BindOptions {
  /** Answer even when the presented session token is stale (sign-in, sign-out). */
  allowInvalidSession?: boolean;
}

/** The route options every contract route shares: its declared access and quota (enforced by http/access.ts), its schemas. */
function routeBase(def: RouteDef | FileRouteDef, options: BindOptions) {
  return {
    method: def.method,
    url: `${API_BASE}${def.path}`,
    config: {
      access: def.access,
      quota: def.quota,
      searchPage: def.searchPage,
      allowInvalidSession: options.allowInvalidSession ?? false,
    },
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...('body' in def && def.body ? { body: def.body } : {}),
    },
  };
}

/** What a handler gets: the validated parts and the caller (never null on a non-public call). */
const inputOf = <D extends RouteDef | FileRouteDef>(def: D, request: FastifyRequest, reply: FastifyReply): HandlerInput<D> => ({
  params: request.params as RoutePart<D, 'params'>,
  query: request.query as RoutePart<D, 'querystring'>,
  body: request.body as RoutePart<D, 'body'>,
  user: (def.access === 'public' ? request.user : signedIn(request.user)) as RouteUser<D>,
  request,
  reply,
});

/**
 * Bind one contract route to Fastify. Its declared access and quota are enforced before the
 * handler (http/access.ts, modules/limits); the contract's schemas validate the input (a failure
 * is a 400 naming the field), serialise the output, and feed the OpenAPI document. The handler
 * returns the envelope's `data`; wrapping it is done here, once.
 */
export function bindRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: HandlerInput<D>) => Promise<RoutePart<D, 'response'>>,
  options: BindOptions = {},
) {
  const base = routeBase(def, options);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...base,
    schema: {
      ...base.schema,
      response: {
        200: envelopeSchema(def.response),
        '4xx': failureSchema,
        // A degraded answer that still says why (e.g. health with the database down).
        503: envelopeSchema(def.response.nullable()),
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => {
      const data = await handler(inputOf(def, request, reply));
      const status = reply.statusCode;
      return status < 400 ? ok(data, 'OK', status) : { success: false, data, message: 'Service unavailable', statusCode: status };
    },
  });
}

/**
 * Bind a contract route whose success is not the JSON envelope (a CSV, a file): the handler sends
 * the body itself. Access, quota and input validation are as for bindRoute; failures are still
 * envelopes. The contract's `produces` documents the success body's content types.
 */
export function bindFileRoute<D extends FileRouteDef>(
  app: FastifyInstance,
  def: D,
  doc: { description: string; success: string },
  handler: (input: HandlerInput<D>) => Promise<FastifyReply>,
) {
  const base = routeBase(def, {});
  app.withTypeProvider<ZodTypeProvider>().route({
    ...base,
    schema: {
      ...base.schema,
      description: doc.description,
      response: {
        200: { description: doc.success, content: Object.fromEntries(def.produces.map((type) => [type, { schema: z.string() }])) },
        '4xx': failureSchema,
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => handler(inputOf(def, request, reply)),
  });
}
