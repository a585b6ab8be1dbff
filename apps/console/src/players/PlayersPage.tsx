/**
 * #/players (search), #/players/limit-hits, #/players/harm-reviews and #/players/<memberId> (a player's page); `?payment=<intent id>` highlights
 * that payment (the reconciliation page links here).
 */
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { HarmReviewsPage } from './HarmReviewsPage';
import { LimitHitsPage } from './LimitHitsPage';
import { PlayerPage } from './PlayerPage';
import { SearchPage } from './SearchPage';

export function PlayersPage({ me, sub }: { me: StaffMe; sub: string[] }) {
  const [memberId] = sub;
  const payment = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('payment');
  if (memberId === 'limit-hits') return <LimitHitsPage />;
  if (memberId === 'harm-reviews') return <HarmReviewsPage />;
  return memberId ? <PlayerPage me={me} memberId={memberId} payment={payment} /> : <SearchPage />;
}
