import { call } from '../../shared/api/client';

export const bonusesKey = ['bonuses'] as const;

export function fetchBonuses() {
  return call('myBonuses', {});
}

export function forfeitBonus(id: string) {
  return call('forfeitBonus', { id });
}
