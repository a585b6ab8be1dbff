/**
 * Vouchers (docs/product-rules/vouchers-and-promotions.md): a voucher is a type 5 reward (its
 * value × copies paid from the campaign's voucher budget into the member's voucher account), with
 * its own row for what the lists show. Using a copy retires its value to the budget and pays the
 * same amount in cash from the campaign's cash budget, through the reward path, once: the voucher
 * row is locked, each copy and each qualifying deposit can be used once (unique in the database).
 * Expiry retires what is left. Every change moves the voucher account, so the ledger's
 * `VoucherAccount/Change` push follows it after commit.
 */
import type {
  UseVoucherData,
  ValidVouchersData,
  VoucherPageData,
  VoucherPageQuery,
  VoucherView,
} from '@nyota/contract/api/vouchers';
import { ErrorCode } from '@nyota/contract/error-codes';
import { toMinor } from '@nyota/contract/money/minor';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { EligibilityService } from '../eligibility/index.js';
import { sqlState, type LedgerApi, type MemberBalanceChange } from '../ledger/index.js';
import { BonusType, budgetAccountOf, type RewardSource, type RewardsService } from '../rewards/index.js';
import { VouchersRepo, type Voucher, type VoucherUse } from './vouchers.repo.js';

const DAY_MS = 86_400_000;
const UNIQUE_VIOLATION = '23505';
const EXPIRY_BATCH = 100;

export interface VoucherGrant {
  campaign: string;
  memberId: string;
  source: RewardSource;
  name: string;
  /** Value of one copy, cash minor units. */
  amount: number;
  copies: number;
  /** The smallest deposit a copy may be used with; 0 needs none. */
  minAmount: number;
  validDays: number;
}

export interface VoucherGrantOutcome {
  /** Undefined while the reward waits for a staff decision (above the four-eyes threshold). */
  voucher: Voucher | undefined;
  created: boolean;
  balances: MemberBalanceChange[];
}

/** A credited deposit a voucher may be used with. */
export interface CreditedDeposit {
  id: string;
  amount: number;
  at: Date;
}

export interface VouchersDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerApi;
  rewards: RewardsService;
  eligibility: Pick<EligibilityService, 'check'>;
  /** The member's credited deposits, newest first (the payments module's, through composition). */
  deposits(memberId: string): Promise<CreditedDeposit[]>;
}

export function voucherView(v: Voucher, use?: VoucherUse): VoucherView {
  return {
    id: use?.id ?? v.id,
    voucherId: v.id,
    type: BonusType.VOUCHER,
    name: v.name,
    amount: v.amount,
    copies: use ? 1 : v.copiesLeft,
    copiesTotal: v.copies,
    minAmount: v.minAmount,
    status: use ? 'used' : v.status === 'valid' ? 'valid' : 'expired',
    expireAt: v.expiresAt.toISOString(),
    createTime: v.createdAt.toISOString(),
    usedAt: use ? use.usedAt.toISOString() : null,
  };
}

export class VouchersService {
  readonly repo = new VouchersRepo();

  constructor(private readonly d: VouchersDeps) {}

  /** Grants a voucher through the reward path, in the caller's transaction when given one. */
  async grant(g: VoucherGrant, opts: { trx?: Db } = {}): Promise<VoucherGrantOutcome> {
    const run = async (trx: Db): Promise<VoucherGrantOutcome> => {
      const total = toMinor(g.amount * g.copies);
      const reward = {
        campaign: g.campaign,
        memberId: g.memberId,
        source: g.source,
        bonusType: BonusType.VOUCHER,
        amount: total,
      };
      const outcome = await this.d.rewards.grant(reward, { trx });
      if (outcome.reward.status !== 'paid') return { voucher: undefined, created: outcome.created, balances: [] };
      const first = await this.repo.byReward(trx, outcome.reward.id);
      if (first) return { voucher: first, created: false, balances: [] };
      const createdAt = this.d.clock.now();
      const row = {
        memberId: g.memberId,
        rewardId: outcome.reward.id,
        campaign: g.campaign,
        name: g.name,
        amount: g.amount,
        copies: g.copies,
        minAmount: g.minAmount,
        expiresAt: new Date(createdAt.getTime() + g.validDays * DAY_MS),
        createdAt,
      };
      const inserted = await this.repo.insert(trx, row);
      const voucher = inserted ?? (await this.repo.byReward(trx, outcome.reward.id));
      return { voucher, created: inserted !== undefined, balances: inserted ? outcome.balances : [] };
    };
    return opts.trx ? run(opts.trx) : this.d.db.transaction().execute(run);
  }

  async publish(outcome: { balances: MemberBalanceChange[] }): Promise<void> {
    if (outcome.balances.length > 0) await this.d.ledger.publishBalances(outcome.balances);
  }

  async valid(memberId: string): Promise<ValidVouchersData> {
    const list = (await this.repo.valid(this.d.db, memberId, this.d.clock.now())).map((v) => voucherView(v));
    return { balance: list.reduce((sum, v) => sum + v.amount * v.copies, 0), list };
  }

  async used(memberId: string, q: VoucherPageQuery): Promise<VoucherPageData> {
    const rows = await this.repo.uses(this.d.db, memberId, q.size, q.maxId);
    const list = rows.map((r) => voucherView(r.voucher, r.use));
    return { list, nextMaxId: list.length === q.size ? (list.at(-1)?.id ?? null) : null };
  }

  async expired(memberId: string, q: VoucherPageQuery): Promise<VoucherPageData> {
    const rows = await this.repo.expired(this.d.db, memberId, this.d.clock.now(), q.size, q.maxId);
    const list = rows.map((v) => ({ ...voucherView(v), status: 'expired' as const }));
    return { list, nextMaxId: list.length === q.size ? (list.at(-1)?.id ?? null) : null };
  }

  /**
   * Uses one copy of the member's voucher. A voucher with a minimum needs a credited deposit of at
   * least that much, made after the voucher was granted and not used with another copy. Refused
   * whole (nothing changed) when the voucher is not the member's, is used up or expired, or the
   * member may not receive a bonus now.
   */
  async use(memberId: string, id: string): Promise<UseVoucherData> {
    const allowed = await this.d.eligibility.check(memberId, { purpose: 'bonus' });
    if (!allowed.ok) throw new AppError(ErrorCode.REWARD_NOT_ELIGIBLE, allowed.messageKey);
    const seen = await this.repo.own(this.d.db, memberId, id);
    const depositId = seen && seen.minAmount > 0 ? await this.qualifyingDeposit(memberId, seen) : null;
    const { data, balances } = await this.d.db
      .transaction()
      .execute(async (trx) => this.useIn(trx, memberId, id, depositId))
      .catch((err: unknown) => {
        // A concurrent use took the same copy or deposit first: this one changes nothing.
        if (sqlState(err) === UNIQUE_VIOLATION) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.voucher_not_valid');
        throw err;
      });
    await this.d.ledger.publishBalances(balances);
    return data;
  }

  private async qualifyingDeposit(memberId: string, v: Voucher): Promise<string> {
    const deposits = (await this.d.deposits(memberId)).filter((d) => d.at >= v.createdAt && d.amount >= v.minAmount);
    const taken = await this.repo.depositsUsed(
      this.d.db,
      deposits.map((d) => d.id),
    );
    const free = deposits.find((d) => !taken.has(d.id));
    if (!free) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.voucher_needs_deposit', { amount: v.minAmount });
    return free.id;
  }

  private async useIn(trx: Db, memberId: string, id: string, depositId: string | null) {
    const v = await this.repo.own(trx, memberId, id, true);
    if (!v) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.voucher_not_found');
    const now = this.d.clock.now();
    if (v.status !== 'valid' || v.expiresAt <= now) throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.voucher_not_valid');
    if (v.minAmount > 0 && depositId === null) {
      throw new AppError(ErrorCode.OFFER_UNAVAILABLE, 'errors.voucher_needs_deposit', { amount: v.minAmount });
    }
    const copyNo = v.copies - v.copiesLeft + 1;
    const use = await this.repo.insertUse(trx, { voucherId: v.id, memberId, copyNo, amount: v.amount, depositId, usedAt: now });
    await this.repo.takeCopy(trx, v.id, now);
    const amount = toMinor(v.amount);
    const retired = await this.d.ledger.transfer(
      {
        idempotencyKey: `voucher-use:${v.id}:${copyNo}`,
        kind: 'voucher_use',
        legs: [
          { from: { member: memberId, kind: 'voucher' }, to: { system: budgetAccountOf(v.campaign), kind: 'voucher' }, amount },
        ],
        metadata: { voucher: v.id, copy: copyNo },
      },
      { trx },
    );
    const source = { kind: 'voucher-use', id: v.id, period: String(copyNo) };
    const paid = await this.d.rewards.grant(
      { campaign: v.campaign, memberId, source, bonusType: BonusType.CASH, amount },
      { trx },
    );
    const after = { ...v, copiesLeft: v.copiesLeft - 1 };
    const data: UseVoucherData = { used: voucherView(after, use), paid: v.amount, depositNo: depositId };
    return { data, balances: [...retired.memberBalances, ...paid.balances] };
  }

  /** Ends vouchers past their expiry: what is left goes back to the campaign's voucher budget. */
  async expireDue(): Promise<number> {
    const now = this.d.clock.now();
    const ids = await this.repo.due(this.d.db, now, EXPIRY_BATCH);
    let ended = 0;
    for (const id of ids) {
      const balances = await this.d.db.transaction().execute(async (trx) => {
        const v = await this.repo.lock(trx, id);
        if (!v || v.status !== 'valid' || v.expiresAt > now) return null;
        await this.repo.markExpired(trx, id, now);
        const left = v.amount * v.copiesLeft;
        const retired = await this.d.ledger.transfer(
          {
            idempotencyKey: `voucher-expire:${id}`,
            kind: 'voucher_expire',
            legs: [
              {
                from: { member: v.memberId, kind: 'voucher' },
                to: { system: budgetAccountOf(v.campaign), kind: 'voucher' },
                amount: toMinor(left),
              },
            ],
            metadata: { voucher: id },
          },
          { trx },
        );
        return retired.memberBalances;
      });
      if (balances) {
        ended += 1;
        await this.d.ledger.publishBalances(balances);
      }
    }
    return ended;
  }
}
