import { REFERRAL_COOKIE } from '@paysight/contract';
import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth.service.js';

/** What a sign-in records about the client: for the session list, and the referral to attribute. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
  referral: request.cookies[REFERRAL_COOKIE],
});
