/**
 * Calls of the mall and exchange pages. Their paths live outside the first screen's path map
 * (contract api/paths-mall.ts), so they go through `api.request`, typed by the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { mallPaths } from '@nyota/contract/api/paths-mall';
import { api } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

type MallRoute = keyof typeof mallPaths;

export function mallCall<N extends MallRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = mallPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string') params[k] = v;
  return api.request<RouteOutput<N>>(method, path, params);
}

/** Items answer per session (the member's counts), so a member's copy is apart from a guest's. */
export const mallItemsKey = (member: boolean, paymentType: string, type: string) =>
  ['mall-items', member, paymentType, type] as const;
export const myPrizesKey = [...ME_KEY, 'mall-prizes'] as const;
export const raffleKey = (id: number) => ['mall-raffle', id] as const;
export const exchangeKey = [...ME_KEY, 'exchange-cfg'] as const;
