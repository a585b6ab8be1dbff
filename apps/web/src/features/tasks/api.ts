/**
 * Calls of the task centre page. Their paths live outside the first screen's path map (contract
 * api/paths-tasks.ts), so they go through `api.request`, typed by the same route table.
 */
import type { RouteInput, RouteOutput } from '@nyota/contract/api/routes';
import { taskPaths } from '@nyota/contract/api/paths-tasks';
import { api } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

type TaskRoute = keyof typeof taskPaths;

export function taskCall<N extends TaskRoute>(name: N, input: RouteInput<N>): Promise<RouteOutput<N>> {
  const { method, path } = taskPaths[name];
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string') params[k] = v;
  return api.request<RouteOutput<N>>(method, path, params);
}

/** Under ME_KEY: a balance push and logout refresh or drop them with the member's data. */
export const taskCenterKey = [...ME_KEY, 'task-center'] as const;
export const diamondTasksKey = [...ME_KEY, 'diamond-tasks'] as const;
export const diamondRecordsKey = (page: number) => [...ME_KEY, 'diamond-task-records', page] as const;
