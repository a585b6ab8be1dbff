/** #/players (search) and #/players/<memberId> (a player's page). */
import type { StaffMe } from '@nyota/contract/staff/schemas';
import { PlayerPage } from './PlayerPage';
import { SearchPage } from './SearchPage';

export function PlayersPage({ me, sub }: { me: StaffMe; sub: string[] }) {
  const [memberId] = sub;
  return memberId ? <PlayerPage me={me} memberId={memberId} /> : <SearchPage />;
}
