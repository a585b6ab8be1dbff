import type { LimitKind } from '@nyota/contract/api/safer-play';
import { call } from '../../shared/api/client';

export const saferPlayKey = ['safer-play'] as const;

export function fetchLimits() {
  return call('saferPlayLimits', {});
}

/** `value` in minor units (minutes for the session limit); null removes the limit. */
export function setLimit(kind: LimitKind, value: number | null) {
  return call('saferPlaySetLimit', value === null ? { kind } : { kind, value });
}
