import type { api } from '@paysight/contract';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { loadBrowserApi } from '~/lib/browser-api';

export interface VoucherRedemption {
  email: string;
  code: string;
}

/** POST /vouchers/redeem: premium for the coupon, and a session (cookie set by the server). */
export function redeemVoucher(
  client: ApiClient,
  routes: typeof api,
  input: VoucherRedemption,
): Promise<ApiResult<{ token: string; premiumUntil: string }>> {
  return client.call(routes.redeemVoucher, { body: { email: input.email.trim(), code: input.code.trim() } });
}

export async function redeemVoucherInBrowser(input: VoucherRedemption) {
  const { client, routes } = await loadBrowserApi();
  return redeemVoucher(client, routes, input);
}
