import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail, isEnvelope, ok } from './envelope.js';
import { envelopeSchema } from './envelope-schema.js';

describe('response envelope', () => {
  it('builds success and failure envelopes', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, data: { a: 1 }, message: 'OK', statusCode: 200 });
    expect(fail(404, 'Not found')).toEqual({ success: false, data: null, message: 'Not found', statusCode: 404 });
  });

  it('validates with a data schema', () => {
    const schema = envelopeSchema(z.object({ n: z.number() }));
    expect(schema.safeParse(ok({ n: 1 })).success).toBe(true);
    expect(schema.safeParse(ok({ n: 'x' })).success).toBe(false);
  });

  it('recognises envelopes without trusting them', () => {
    expect(isEnvelope(ok(1))).toBe(true);
    expect(isEnvelope({ success: 'yes', data: 1, statusCode: 200 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('<html>')).toBe(false);
  });
});
