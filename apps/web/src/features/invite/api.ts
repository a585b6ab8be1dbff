/**
 * Calls of the invitation page and the cash-giving dialog. Their paths live outside the first
 * screen's path map (contract api/paths-invite.ts), so they go through `api.request`, typed by the
 * same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { invitePaths } from '@nyota/contract/api/paths-invite';
import { api } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

type InviteRoute = keyof typeof invitePaths;

export function inviteCall<N extends InviteRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = invitePaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' || typeof v === 'number') params[k] = String(v);
  return api.request<RouteOutput<N>>(method, path, params);
}

/** Cash giving is activity 1 in the seeds' calls. */
export const ACT_ID = '1';
export const activityKey = [...ME_KEY, 'invite-activity'] as const;
export const taskKey = [...ME_KEY, 'invite-task'] as const;
export const processesKey = (taskId: number, status: string) => [...ME_KEY, 'invite-processes', taskId, status] as const;
export const noticesKey = ['invite-notices'] as const;
