import { AppError, API_BASE, ERROR_MESSAGES, fail } from '@paysight/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** "querystring.limit: limit must be at most 25" — the part of the request and the field, then the rule. */
function describeValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): string {
  const where = error.validationContext ?? 'request';
  return error.validation
    .map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `${where}${field ? `.${field}` : ''}: ${v.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * One error type, one status map. Known failures (AppError, validation, Fastify's own 4xx) keep
 * their status and message; anything else is a bug: logged with the request id, answered with a
 * generic 500 and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.statusCode, error.message, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error) || (error.validation && error.validation.length > 0)) {
      return reply.status(400).send(fail(400, describeValidation(error as Parameters<typeof describeValidation>[0])));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send(fail(500, ERROR_MESSAGES.internal));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send(fail(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(500, ERROR_MESSAGES.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const message = path.startsWith(API_BASE) ? `No API route ${request.method} ${path}` : ERROR_MESSAGES.notFound;
    return reply.status(404).send(fail(404, message));
  });
}
