import type { api } from '@paysight/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { requireUser } from '~/lib/auth-guard';
import { parseFormBody } from '~/lib/form-body';
import { serverApi } from '~/lib/server-api';

/**
 * /tools/networth (SPEC §7 Tools and vault; ADR 049): the member's net worth in the region's
 * currency with where it stands in their age band, their history, and their linked banks. Plain
 * POST forms (intents calculate, link, mfa, unlink): everything works without JavaScript. The
 * region is the page's query (?cc=in|us), so its retirement schemes are the form's fields.
 */
export const NETWORTH_PATH = '/tools/networth';

export type Region = 'in' | 'us';

/** The vehicle rows the form offers. */
export const VEHICLE_ROWS = 2;

export async function loadNetworth({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const [saved, vault] = await Promise.all([client.call(api.getNetworth, {}), client.call(api.getVaultInstitutions, {})]);
  if (!saved.ok) throw new Error(`GET /tools/networth answered ${saved.status}: ${saved.message}`);
  if (!vault.ok) throw new Error(`GET /vault/institutions answered ${vault.status}: ${vault.message}`);
  const latestInput = (saved.data.latest?.input ?? null) as api.NetworthBody | null;
  const asked = new URL(request.url).searchParams.get('cc');
  const region: Region = asked === 'in' || asked === 'us' ? asked : (latestInput?.countryCode ?? 'in');
  return { saved: saved.data, vault: vault.data, region, latestInput: latestInput?.countryCode === region ? latestInput : null };
}

/** A posted amount: empty is 0 (the field's default), commas and spaces are dropped; anything else is passed on for the API's message. */
function amountOf(form: FormData, name: string): unknown {
  const raw = String(form.get(name) ?? '').replace(/[,\s]/g, '');
  if (raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : raw;
}

export type NetworthAnswer =
  | { intent: 'calculate'; ok: true; result: api.NetworthResult }
  | { intent: 'link' | 'mfa'; ok: true; outcome: api.VaultLinkResult }
  | { intent: 'unlink'; ok: true }
  | { intent: 'calculate' | 'link' | 'mfa' | 'unlink'; ok: false; message: string; mfaToken?: string };

export async function networthAction({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const failed = (i: 'calculate' | 'link' | 'mfa' | 'unlink', status: number, message: string) =>
    data({ intent: i, ok: false as const, message } satisfies NetworthAnswer, { status: status === 401 ? 401 : status >= 500 ? 502 : 400 });

  if (intent === 'calculate') {
    const countryCode = text('countryCode');
    const vehicles = Array.from({ length: VEHICLE_ROWS }, (_, i) => ({
      make: text(`vehicleMake${i}`) || undefined,
      value: amountOf(form, `vehicleValue${i}`),
    })).filter((v) => v.make !== undefined || v.value !== undefined);
    const parsed = parseFormBody(api.calculateNetworth, {
      countryCode,
      age: amountOf(form, 'age') ?? '',
      assets: {
        cash: amountOf(form, 'cash'),
        investments: amountOf(form, 'investments'),
        retirement:
          countryCode === 'us'
            ? { k401: amountOf(form, 'k401'), ira: amountOf(form, 'ira') }
            : { epf: amountOf(form, 'epf'), ppf: amountOf(form, 'ppf') },
        property: amountOf(form, 'property'),
        vehicles,
      },
      liabilities: Object.fromEntries(api.NETWORTH_LIABILITY_KEYS.map((key) => [key, amountOf(form, key)])) as Record<
        (typeof api.NETWORTH_LIABILITY_KEYS)[number],
        unknown
      >,
      includeLinked: form.get('includeLinked') === 'on',
      share: form.get('share') === 'on',
    });
    const result = parsed.ok ? await client.call(api.calculateNetworth, { body: parsed.body }) : parsed;
    if (result.ok) return { intent: 'calculate' as const, ok: true as const, result: result.data.result } satisfies NetworthAnswer;
    return failed('calculate', result.status, result.message);
  }
  if (intent === 'link' || intent === 'mfa') {
    const result =
      intent === 'link'
        ? await client.call(api.linkVault, {
            // Plaid's screen hands back a public token; the sandbox's form sends a bank and its sign-in.
            body: text('publicToken')
              ? { publicToken: text('publicToken') }
              : { institutionId: text('institutionId'), username: text('username'), password: String(form.get('password') ?? '') },
          })
        : await client.call(api.linkVaultMfa, { body: { mfaToken: text('mfaToken'), code: text('code') } });
    if (result.ok) return { intent, ok: true as const, outcome: result.data } satisfies NetworthAnswer;
    // A wrong code keeps the request open: the form asks again with the same token.
    if (intent === 'mfa' && result.status === 400)
      return data({ intent, ok: false as const, message: result.message, mfaToken: text('mfaToken') } satisfies NetworthAnswer, {
        status: 400,
      });
    return failed(intent, result.status, result.message);
  }
  if (intent === 'unlink') {
    const result = await client.call(api.unlinkVault, { params: { id: Number(text('id')) } });
    if (result.ok) return { intent: 'unlink' as const, ok: true as const } satisfies NetworthAnswer;
    return failed('unlink', result.status, result.message);
  }
  throw data(null, { status: 400 });
}
