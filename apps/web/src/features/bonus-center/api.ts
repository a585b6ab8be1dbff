import { call } from '../../shared/api/client';
import { ME_KEY } from '../../shared/session/member-keys';

/** Under ME_KEY: every TrialAccount push (balance or a grant's progress) reloads it (live-connection.ts). */
export const bonusesKey = [...ME_KEY, 'bonuses'] as const;

export function fetchBonuses() {
  return call('myBonuses', {});
}

export function forfeitBonus(id: string) {
  return call('forfeitBonus', { id });
}
