/**
 * Every /api/v1 response, success or failure, is this envelope (SPEC §3 "API response wrapper").
 * `data` is null on failure; `message` is the catalogue's text for a known failure.
 */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  statusCode: number;
  /** On some failures: a stable machine-readable reason (ERROR_CODES), for clients that must tell two failures of one status apart. */
  code?: string;
}

export const ok = <T>(data: T, message = 'OK', statusCode = 200): Envelope<T> => ({
  success: true,
  data,
  message,
  statusCode,
});

export const fail = (statusCode: number, message: string, code?: string): Envelope<null> => ({
  success: false,
  data: null,
  message,
  statusCode,
  ...(code ? { code } : {}),
});

/** Narrow an unknown JSON body to the envelope shape without trusting it. */
export const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Envelope<unknown>).success === 'boolean' &&
  typeof (value as Envelope<unknown>).statusCode === 'number' &&
  'data' in value;
