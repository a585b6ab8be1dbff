/**
 * The ledger moves of bonus money (docs/product-rules/bonus-money.md#money). A grant is reserved
 * from its campaign's trial budget when granted (so a budget caps what is granted), reaches the
 * member's trial account when it becomes the active bonus, and at its end the trial balance goes back
 * to the campaign; on completion the promotion expense pays the converted part in cash. Keys are per
 * reward, so each move happens once.
 */
import { toMinor } from '@nyota/contract/money/minor';
import type { Db } from '../../platform/db/database.js';
import type { LedgerApi, MemberBalanceChange, TransferLeg } from '../ledger/index.js';
import { budgetAccountOf } from '../rewards/index.js';

const trial = (member: string) => ({ member, kind: 'trial' as const });
const budget = (campaign: string) => ({ system: budgetAccountOf(campaign), kind: 'trial' as const });
const RESERVE = { system: 'bonus_reserve' as const, kind: 'trial' as const };

export class BonusLedger {
  constructor(private readonly ledger: LedgerApi) {}

  private async move(trx: Db, key: string, kind: string, legs: TransferLeg[], campaign: string): Promise<MemberBalanceChange[]> {
    const r = await this.ledger.transfer({ idempotencyKey: key, kind, legs, metadata: { campaign } }, { trx });
    return r.memberBalances;
  }

  async reserve(trx: Db, rewardId: string, campaign: string, amount: number): Promise<void> {
    await this.move(
      trx,
      `bonus:${rewardId}:reserve`,
      'bonus_reserve',
      [{ from: budget(campaign), to: RESERVE, amount: toMinor(amount) }],
      campaign,
    );
  }

  async unreserve(trx: Db, rewardId: string, campaign: string, amount: number): Promise<void> {
    await this.move(
      trx,
      `bonus:${rewardId}:unreserve`,
      'bonus_return',
      [{ from: RESERVE, to: budget(campaign), amount: toMinor(amount) }],
      campaign,
    );
  }

  async activate(trx: Db, rewardId: string, campaign: string, memberId: string, amount: number): Promise<MemberBalanceChange[]> {
    const legs = [{ from: RESERVE, to: trial(memberId), amount: toMinor(amount) }];
    return this.move(trx, `bonus:${rewardId}:activate`, 'bonus_activate', legs, campaign);
  }

  /** The whole trial balance back to the campaign; with `converted`, that much cash to the member. */
  async close(
    trx: Db,
    rewardId: string,
    g: { campaign: string; memberId: string; balance: number; converted: number },
  ): Promise<MemberBalanceChange[]> {
    const legs: TransferLeg[] = [];
    if (g.balance > 0) legs.push({ from: trial(g.memberId), to: budget(g.campaign), amount: toMinor(g.balance) });
    if (g.converted > 0) {
      legs.push({
        from: { system: 'promotion_expense', kind: 'cash' },
        to: { member: g.memberId, kind: 'cash' },
        amount: toMinor(g.converted),
      });
    }
    if (legs.length === 0) return [];
    return this.move(trx, `bonus:${rewardId}:close`, g.converted > 0 ? 'bonus_convert' : 'bonus_return', legs, g.campaign);
  }
}
