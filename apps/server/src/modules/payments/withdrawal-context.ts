/**
 * What a reviewer sees beside one withdrawal: the player's recent deposits and withdrawals, their
 * recent play summed from the ledger, their cash balance and their open appeals (read through the
 * appeals module, wired by app.ts).
 */
import type { WithdrawalDetail } from '@nyota/contract/staff/schemas-withdrawals';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi } from '../ledger/index.js';
import type { Intent } from './intent-row.js';
import type { IntentsRepo } from './intents.repo.js';
import type { WithdrawalReviewService } from './withdrawal-review.service.js';

export interface OpenAppeal {
  id: string;
  intentId: string;
  status: number;
  createdAt: Date;
}

export interface WithdrawalContextDeps {
  db: Db;
  intents: IntentsRepo;
  ledger: LedgerApi;
  review: WithdrawalReviewService;
  openAppeals(memberId: string): Promise<OpenAppeal[]>;
}

const RECENT = 10;
/** Enough entries for a picture of recent play; the ledger pages at 100. */
const PLAY_PAGES = 2;

function line(i: Intent) {
  return {
    id: i.id,
    direction: i.direction,
    amount: i.amount,
    status: i.status,
    reviewStatus: i.reviewStatus,
    operator: i.operator,
    createdAt: i.createdAt.toISOString(),
  };
}

export class WithdrawalContext {
  constructor(private readonly d: WithdrawalContextDeps) {}

  private async play(memberId: string): Promise<WithdrawalDetail['play']> {
    const sums = new Map<string, { count: number; total: number }>();
    let beforeId: string | undefined;
    for (let page = 0; page < PLAY_PAGES; page += 1) {
      const entries = await this.d.ledger.history(memberId, 'cash', { limit: 100, ...(beforeId ? { beforeId } : {}) });
      for (const e of entries) {
        const s = sums.get(e.transferKind) ?? { count: 0, total: 0 };
        sums.set(e.transferKind, { count: s.count + 1, total: s.total + e.amount });
      }
      const last = entries.at(-1);
      if (!last || entries.length < 100) break;
      beforeId = last.id;
    }
    return [...sums].map(([kind, s]) => ({ kind, ...s })).sort((a, b) => a.kind.localeCompare(b.kind));
  }

  async detail(id: string): Promise<WithdrawalDetail> {
    const { db, intents } = this.d;
    const i = await this.d.review.held(id);
    const [requested, first, deposits, withdrawals, balances, play, appeals] = await Promise.all([
      this.d.review.requestedIds(),
      this.d.review.firstOf([i.memberId]),
      intents.lists.recentForMember(db, i.memberId, 'deposit', RECENT),
      intents.lists.recentForMember(db, i.memberId, 'withdraw', RECENT),
      this.d.ledger.balances(i.memberId),
      this.play(i.memberId),
      this.d.openAppeals(i.memberId),
    ]);
    return {
      withdrawal: {
        ...this.d.review.view(i, requested, first),
        status: i.status,
        reviewStatus: i.reviewStatus,
        reviewNote: i.reviewNote,
      },
      cashBalance: balances.cash,
      deposits: deposits.map(line),
      withdrawals: withdrawals.map(line),
      play,
      openAppeals: appeals.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    };
  }
}
