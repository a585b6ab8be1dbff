/**
 * Calls of the coupon, promotion and Bonus Center pages. Their paths live outside the first
 * screen's path map (contract api/paths-vouchers.ts), so they go through `api.request`, typed by
 * the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { voucherPaths } from '@nyota/contract/api/paths-vouchers';
import { api } from '../../shared/api/client';

type VoucherRoute = keyof typeof voucherPaths;

export function voucherCall<N extends VoucherRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = voucherPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string') params[k] = v;
  return api.request<RouteOutput<N>>(method, path, params);
}

export const vouchersKey = ['vouchers'] as const;
export const promotionsKey = ['promotions'] as const;
