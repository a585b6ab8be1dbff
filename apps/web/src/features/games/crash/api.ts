/** Crash calls (contract api/crash.ts). The round itself arrives on the watch socket (feed.ts). */
import { call } from '../../../shared/api/client';

export const fetchSnapshot = () => call('crashSnapshot');
export const fetchFairness = (roundId: string) => call('crashFairness', { roundId });
export const fetchMyBets = () => call('crashMyBets');

export function placeBet(panel: 1 | 2, stake: number, autoCashout: number | null) {
  return call('crashBet', {
    panel: String(panel) as '1' | '2',
    stake: String(stake),
    autoCashout: autoCashout ? String(autoCashout) : '',
  });
}

export const cancelBet = (betId: string) => call('crashCancel', { betId });
export const cancelQueued = (queueId: string) => call('crashCancel', { queueId });
export const cashOut = (betId: string) => call('crashCashOut', { betId });
