/**
 * Calls of the VIP page and the profile's VIP card. Their paths live outside the first screen's
 * path map (contract api/paths-vip.ts), so they go through `api.request`, typed by the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { vipPaths } from '@nyota/contract/api/paths-vip';
import { api } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

type VipRoute = keyof typeof vipPaths;

export function vipCall<N extends VipRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = vipPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string') params[k] = v;
  return api.request<RouteOutput<N>>(method, path, params);
}

/** Under ME_KEY: a VIP push (live-connection.ts) and logout refresh or drop it with the member's data. */
export const vipPersonalKey = [...ME_KEY, 'vip'] as const;
/** The levels answer per session (benefits reached), so a member's copy is apart from a guest's. */
export const vipLevelsKey = (member: boolean) => ['vip-levels', member] as const;
/** The member's benefits of their level with their claim status (under ME_KEY like the level). */
export const vipBenefitsKey = [...ME_KEY, 'vip-benefits'] as const;
/** The member's claim log (VipRecords.tsx), per type filter; a claim anywhere reloads it. */
export const vipLogsKey = [...ME_KEY, 'vip-logs'] as const;
