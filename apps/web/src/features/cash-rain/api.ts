/**
 * Calls of cash rain. Their paths live outside the first screen's path map (contract
 * api/cash-rain-paths.ts), so they go through `api.request`, typed by the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { cashRainPaths } from '@nyota/contract/api/cash-rain-paths';
import { api } from '../../shared/api/client';

type CashRainRoute = keyof typeof cashRainPaths;

export function cashRainCall<N extends CashRainRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = cashRainPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' || typeof v === 'number') params[k] = String(v);
  return api.request<RouteOutput<N>>(method, path, params);
}

/** The config answers per session (memberStatus), so a member's copy is apart from a guest's. */
export const cashRainCfgKey = (member: boolean) => ['cash-rain-cfg', member] as const;
export const drawStatusKey = (id: number) => ['cash-rain-draw', id] as const;
