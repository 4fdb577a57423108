import type { api } from '@paysight/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectApi } from './api.js';

/** A band plan for Seattle's software engineers at the market's median total; `over` changes any part. */
export const bandPlan = (over: Partial<api.PayBandPlanInput> = {}): api.PayBandPlanInput => ({
  metric: 'total',
  targetPercentile: 50,
  width: 0.5,
  progression: 0.15,
  rounding: 1000,
  families: ['software-engineering'],
  locations: ['Seattle'],
  ...over,
});

/** A US peer group of the given companies (slugs), and a band group called `name` on it, made by the member whose headers are given. */
export async function createBandGroup(app: FastifyInstance, headers: Record<string, string>, name: string, companies: string[]) {
  const peer = await injectApi(app, 'POST', '/benchmarking/peergroups', headers, {
    name: 'Rivals',
    countryCode: 'us',
    peer: { kind: 'competitors', companies },
  });
  expect(peer.statusCode, peer.body).toBe(200);
  const peerGroupId = peer.json().data.id as number;
  const res = await injectApi(app, 'POST', '/compa/pay-band-groups', headers, { name, countryCode: 'us', peerGroupId });
  expect(res.statusCode, res.body).toBe(200);
  return { peerGroupId, group: res.json().data as api.PayBandGroup };
}
