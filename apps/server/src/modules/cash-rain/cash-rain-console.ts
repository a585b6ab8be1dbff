/** Staff views of cash rain (docs/staff-console.md#cash-rain): every round, and one round's packets and claims. */
import { ErrorCode } from '@nyota/contract/error-codes';
import type { CashRainStaffRound } from '@nyota/contract/staff/schemas-cash-rain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CashRainRoundsRepo, PacketRow, RoundRow } from './cash-rain-rounds.repo.js';

export class CashRainConsole {
  constructor(private readonly d: { db: Db; clock: Clock; rounds: CashRainRoundsRepo }) {}

  async rounds(): Promise<{ rounds: CashRainStaffRound[] }> {
    const rows = await this.d.rounds.all(this.d.db);
    return { rounds: await Promise.all(rows.map((r) => this.view(r))) };
  }

  async round(id: number): Promise<{
    round: CashRainStaffRound;
    tiers: RoundRow['tiers'];
    packets: { place: number; amount: number; memberId: string | null; claimedAt: string | null }[];
  }> {
    const row = await this.d.rounds.byId(this.d.db, id);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'errors.cash_rain_unknown');
    const packets = await this.d.rounds.packets(this.d.db, id);
    return { round: await this.view(row), tiers: row.tiers, packets: packets.map(packetView) };
  }

  private async view(r: RoundRow): Promise<CashRainStaffRound> {
    const totals = await this.d.rounds.totals(this.d.db, r.id);
    const ended = r.endsAt <= this.d.clock.now();
    return {
      id: r.id,
      key: r.key,
      begin: r.beginsAt.toISOString(),
      end: r.endsAt.toISOString(),
      pot: r.pot,
      packets: r.packets,
      claimed: totals.claimed,
      paid: totals.paid,
      seedHash: r.seedHash,
      seed: ended ? r.seed : null,
    };
  }
}

const packetView = (p: PacketRow) => ({
  place: p.place,
  amount: p.amount,
  memberId: p.memberId,
  claimedAt: p.claimedAt ? p.claimedAt.toISOString() : null,
});
