/**
 * #/players (search), #/players/limit-hits and #/players/<memberId> (a player's page); `?payment=<intent id>` highlights
 * that payment (the reconciliation page links here).
 */
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { LimitHitsPage } from './LimitHitsPage';
import { PlayerPage } from './PlayerPage';
import { SearchPage } from './SearchPage';

export function PlayersPage({ me, sub }: { me: StaffMe; sub: string[] }) {
  const [memberId] = sub;
  const payment = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('payment');
  if (memberId === 'limit-hits') return <LimitHitsPage />;
  return memberId ? <PlayerPage me={me} memberId={memberId} payment={payment} /> : <SearchPage />;
}
