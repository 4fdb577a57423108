import { z } from 'zod';

/** The envelope's zod schema for a given `data` schema (server serialisation, OpenAPI, tests). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data,
    message: z.string(),
    statusCode: z.number().int(),
    code: z.string().optional(),
  });
