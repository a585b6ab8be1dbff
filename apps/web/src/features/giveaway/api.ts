/**
 * Calls of the giveaway page. Their paths live outside the first screen's path map (contract
 * api/paths-giveaway.ts), so they go through `api.request`, typed by the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { giveawayPaths } from '@nyota/contract/api/paths-giveaway';
import { api } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

type GiveawayRoute = keyof typeof giveawayPaths;

export function giveawayCall<N extends GiveawayRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = giveawayPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' || typeof v === 'number') params[k] = String(v);
  return api.request<RouteOutput<N>>(method, path, params);
}

/** A round answers per session (the member's presents), so a member's copy is apart from a guest's. */
export const basicKey = (member: boolean, id: string) => ['giveaway-basic', member, id] as const;
export const autoGiftsKey = [...ME_KEY, 'giveaway-auto'] as const;
