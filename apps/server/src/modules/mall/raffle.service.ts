/**
 * Mall raffles (docs/product-rules/mall.md#raffles): a raffle item's seed is made and its SHA-256
 * stored before its first ticket is sold (the commitment every listing shows); tickets are numbered
 * in the order bought; at the draw time a leader-only job draws the winners from the seed and the
 * ticket count with `@nyota/fairness/raffle`, pays each place through the reward path and reveals
 * the seed, all in one transaction on the raffle's row lock, so a draw happens and pays once.
 */
import { randomBytes } from 'node:crypto';
import type { RaffleView } from '@nyota/contract/api/mall';
import { ErrorCode } from '@nyota/contract/error-codes';
import { maskMobile } from '@nyota/contract/rules';
import { MallItemType, type MallItem } from '@nyota/contract/staff/mall-settings-schemas';
import { raffleCommitment, raffleWinners } from '@nyota/fairness/raffle';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import type { MemberBalanceChange } from '../ledger/index.js';
import type { RewardsService } from '../rewards/index.js';
import type { MallBudgets } from './mall-budgets.js';
import { MALL_CAMPAIGN } from './mall-prizes.js';
import { MallRafflesRepo, type RaffleRow, type StoredWinner } from './mall-raffles.repo.js';
import { MallRedemptionsRepo } from './mall-redemptions.repo.js';
import { readMallSettings } from './mall-settings.js';

export interface RaffleDeps {
  db: Db;
  clock: Clock;
  rewards: RewardsService;
  eligibility: Pick<EligibilityService, 'check'>;
  budgets: MallBudgets;
  /** Local mobiles of members, for the winners list. */
  mobiles: (memberIds: readonly string[]) => Promise<Map<string, string>>;
}

export class RaffleService {
  readonly repo = new MallRafflesRepo();
  private readonly redemptions = new MallRedemptionsRepo();

  constructor(private readonly d: RaffleDeps) {}

  /** The raffle's commitment, made once (before any ticket can be taken). */
  async commit(item: MallItem): Promise<void> {
    if (!item.raffle) return;
    const seed = randomBytes(32).toString('hex');
    const at = this.d.clock.now();
    await this.repo.ensure(this.d.db, {
      itemId: item.id,
      seed,
      seedHash: raffleCommitment(seed),
      drawAt: new Date(item.raffle.drawAt),
      at,
    });
  }

  async takeTicket(trx: Db, itemId: number): Promise<number> {
    const ticket = await this.repo.takeTicket(trx, itemId, this.d.clock.now());
    if (ticket === null) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.mall_raffle_closed');
    return ticket;
  }

  /** Views of the listed raffle items (each committed first). */
  async views(items: readonly MallItem[], memberId: string | null): Promise<Map<number, RaffleView>> {
    const raffles = items.filter((i) => i.type === MallItemType.RAFFLE);
    for (const i of raffles) await this.commit(i);
    const rows = await this.repo.all(
      this.d.db,
      raffles.map((i) => i.id),
    );
    const out = new Map<number, RaffleView>();
    for (const item of raffles) {
      const row = rows.get(item.id);
      if (row) out.set(item.id, await this.viewOf(item, row, memberId));
    }
    return out;
  }

  async view(itemId: number, memberId: string | null): Promise<RaffleView> {
    const item = (await readMallSettings(this.d.db)).items.find((i) => i.id === itemId && i.type === MallItemType.RAFFLE);
    if (!item) throw new AppError(ErrorCode.NOT_FOUND, 'errors.mall_raffle_unknown');
    const view = (await this.views([item], memberId)).get(itemId);
    if (!view) throw new AppError(ErrorCode.NOT_FOUND, 'errors.mall_raffle_unknown');
    return view;
  }

  private async viewOf(item: MallItem, row: RaffleRow, memberId: string | null): Promise<RaffleView> {
    const mobiles = await this.d.mobiles(row.winners.map((w) => w.memberId));
    return {
      raffleId: item.id,
      drawAt: row.drawAt.toISOString(),
      seedHash: row.seedHash,
      seed: row.status === 'drawn' ? row.seed : null,
      status: row.status,
      tickets: row.tickets,
      prizes: (item.raffle?.prizes ?? []).map((p, i) => ({ place: i + 1, ...p })),
      winners: row.winners.map((w) => ({
        place: w.place,
        ticket: w.ticket,
        bonusType: w.bonusType,
        amount: w.amount,
        mobile: maskMobile(mobiles.get(w.memberId) ?? ''),
        status: w.status,
        mine: w.memberId === memberId,
      })),
      drawnAt: row.drawnAt?.toISOString() ?? null,
      myTickets: memberId ? await this.redemptions.tickets(this.d.db, memberId, item.id) : [],
    };
  }

  /** Draws every raffle whose time has come (the leader-only job); returns how many were drawn. */
  async drawDue(): Promise<number> {
    const due = await this.repo.due(this.d.db, this.d.clock.now());
    if (due.length === 0) return 0;
    const items = (await readMallSettings(this.d.db)).items;
    let drawn = 0;
    for (const itemId of due) {
      const prizes = items.find((i) => i.id === itemId)?.raffle?.prizes ?? [];
      if (await this.draw(itemId, prizes)) drawn++;
    }
    return drawn;
  }

  private async draw(itemId: number, prizes: readonly { bonusType: 1 | 3 | 4; amount: number }[]): Promise<boolean> {
    for (const p of prizes) await this.d.budgets.seed(MALL_CAMPAIGN, p.bonusType);
    // Eligibility is read before the transaction: a winner who may not receive a bonus now is withheld.
    const open = (await this.repo.all(this.d.db, [itemId])).get(itemId);
    if (!open || open.status !== 'open') return false;
    const tickets = raffleWinners(open.seed, itemId, open.tickets, prizes.length);
    const holders = await this.redemptions.holders(this.d.db, itemId, tickets);
    const allowed = new Map<string, boolean>();
    for (const m of new Set(holders.values())) allowed.set(m, (await this.d.eligibility.check(m, { purpose: 'bonus' })).ok);
    const pushes: MemberBalanceChange[] = [];
    const done = await this.d.db.transaction().execute(async (trx) => {
      const raffle = await this.repo.lockOpen(trx, itemId);
      if (!raffle) return false;
      const winners: StoredWinner[] = [];
      for (const [k, ticket] of raffleWinners(raffle.seed, itemId, raffle.tickets, prizes.length).entries()) {
        const memberId = holders.get(ticket) ?? (await this.redemptions.holders(trx, itemId, [ticket])).get(ticket);
        const prize = prizes[k];
        if (!memberId || !prize) continue;
        const base = { place: k + 1, ticket, memberId, ...prize };
        if (allowed.get(memberId) === false) {
          winners.push({ ...base, status: 'withheld' });
          continue;
        }
        const source = { kind: 'mall-raffle', id: String(itemId), period: `place-${k + 1}` };
        const out = await this.d.rewards.grant({ campaign: MALL_CAMPAIGN, memberId, source, ...prize }, { trx });
        pushes.push(...out.balances);
        winners.push({ ...base, status: out.reward.status === 'held' ? 'held' : 'paid' });
      }
      await this.repo.drawn(trx, itemId, winners, this.d.clock.now());
      return true;
    });
    if (done) await this.d.rewards.publish({ balances: pushes });
    return done;
  }
}
