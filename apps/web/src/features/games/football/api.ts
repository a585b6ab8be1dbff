/** Football calls; the round is polled (guests too), at the next moment it can change. */
import type { FootballBetBody } from '@nyota/contract/api/football';
import { call } from '../../../shared/api/client';

export const fetchCurrent = () => call('footballCurrent');
export const fetchTable = () => call('footballTable');
export const fetchMyBets = () => call('footballMyBets');

export function placeBet(b: FootballBetBody) {
  return call('footballBet', {
    roundId: b.roundId,
    matchIndex: String(b.matchIndex),
    market: b.market,
    selection: b.selection,
    odds: String(b.odds),
    stake: String(b.stake),
  });
}
