import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Query parameters that carry secrets (magic links, OAuth codes, SSO payloads): never logged. */
const SECRET_PARAMS = /^(token|code|state|sig|sso|password|key|secret|id_token|access_token)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

export function loggerOptions(config: Config, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}
