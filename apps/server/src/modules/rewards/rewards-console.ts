/**
 * The campaign console's side of rewards (docs/staff-console.md#campaigns): campaign budgets with
 * what they hold, paid and hold back; funding a budget from the promotion expense (above a
 * threshold a four-eyes request, `campaign.fund`, whose approval funds it in its transaction); and
 * the decisions on held grants. Every staff action writes its audit row in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BudgetUnit, CampaignBudget, FundCampaignInput, HeldReward } from '@nyota/contract/staff/schemas-campaigns';
import { budgetUnitSchema, campaignNameSchema } from '@nyota/contract/staff/schemas-campaigns';
import type { Db } from '../../platform/db/database.js';
import type { LedgerFigures } from '../ledger/index.js';
import type { Actor, AuditService, FourEyesService, StaffService } from '../staff/index.js';
import { BonusType, type BonusTypeValue } from './reward-types.js';
import type { RewardsService } from './rewards.service.js';
import type { StoredReward } from './rewards.repo.js';

export const CAMPAIGN_FUND = 'campaign.fund';

const UNIT_TYPE: Record<BudgetUnit, BonusTypeValue> = {
  cash: BonusType.CASH,
  coin: BonusType.COIN,
  diamond: BonusType.DIAMOND,
  voucher: BonusType.VOUCHER,
};
/** Bonus money (type 2) is paid from the campaign's cash budget. */
const TYPE_UNIT: Record<BonusTypeValue, BudgetUnit> = { 1: 'cash', 2: 'cash', 3: 'coin', 4: 'diamond', 5: 'voucher' };

const fundPayload = z.object({ campaign: campaignNameSchema, unit: budgetUnitSchema, amount: z.number().int().positive() });

export interface RewardsConsoleDeps {
  db: Db;
  rewards: RewardsService;
  figures: Pick<LedgerFigures, 'budgetBalances'>;
  audit: AuditService;
  fourEyes: Pick<FourEyesService, 'registerAction' | 'request'>;
  /** Staff usernames by id, to name who caused a held grant. */
  staff: Pick<StaffService, 'list'>;
  /** Funding above this (minor units) needs a second person. */
  fundFourEyesAbove: number;
}

function isBudgetUnit(kind: string): kind is BudgetUnit {
  return budgetUnitSchema.safeParse(kind).success;
}

export class RewardsConsole {
  constructor(private readonly d: RewardsConsoleDeps) {
    d.fourEyes.registerAction(CAMPAIGN_FUND, {
      payload: fundPayload,
      run: (trx, p, who) =>
        this.fundIn(trx, who.checker, p, `campaign-fund:four-eyes:${who.requestId}`, `four_eyes:${who.requestId}`),
    });
  }

  get fundFourEyesAbove(): number {
    return this.d.fundFourEyesAbove;
  }

  async budgets(): Promise<CampaignBudget[]> {
    const byKey = new Map<string, CampaignBudget>();
    const at = (campaign: string, unit: BudgetUnit) => {
      const key = `${campaign}:${unit}`;
      const found = byKey.get(key) ?? { campaign, unit, balance: 0, paid: 0, held: 0 };
      byKey.set(key, found);
      return found;
    };
    for (const b of await this.d.figures.budgetBalances()) if (isBudgetUnit(b.kind)) at(b.campaign, b.kind).balance = b.balance;
    for (const t of await this.d.rewards.totals()) {
      const row = at(t.campaign, TYPE_UNIT[t.bonusType]);
      row.paid += t.paid;
      row.held += t.held;
    }
    return [...byKey.values()].sort((a, b) => a.campaign.localeCompare(b.campaign) || a.unit.localeCompare(b.unit));
  }

  /** At or below the threshold the money moves now; above it a request waits for a second person. */
  async fund(maker: Actor, input: FundCampaignInput): Promise<{ outcome: 'funded' | 'requested'; requestId: string | null }> {
    const payload = { campaign: input.campaign, unit: input.unit, amount: input.amount };
    if (input.amount > this.d.fundFourEyesAbove) {
      const req = await this.d.fourEyes.request(maker, { kind: CAMPAIGN_FUND, payload, reason: input.reason });
      return { outcome: 'requested', requestId: req.id };
    }
    // A fresh key per staff action: each press of "fund" is one deliberate movement.
    const key = `campaign-fund:${randomUUID()}`;
    await this.d.db.transaction().execute((trx) => this.fundIn(trx, maker, payload, key, input.reason));
    return { outcome: 'funded', requestId: null };
  }

  private async fundIn(trx: Db, actor: Actor, p: z.output<typeof fundPayload>, key: string, reason: string): Promise<void> {
    const type = UNIT_TYPE[p.unit];
    const before = await this.d.rewards.budgetLeft(p.campaign, type, { trx });
    const done = await this.d.rewards.fund(p.campaign, type, p.amount, key, { trx });
    await this.d.audit.append(trx, {
      actorId: actor.id,
      actor: actor.username,
      action: CAMPAIGN_FUND,
      target: `budget:${p.campaign}`,
      before: { unit: p.unit, balance: before },
      after: { unit: p.unit, balance: before + p.amount, amount: p.amount, transferId: done.transferId },
      reason,
    });
  }

  async held(): Promise<HeldReward[]> {
    const rows = await this.d.rewards.held();
    const names = rows.some((r) => r.causedBy !== null)
      ? new Map((await this.d.staff.list()).map((m) => [m.id, m.username]))
      : new Map<string, string>();
    return rows.map((r) => toHeld(r, r.causedBy === null ? null : (names.get(r.causedBy) ?? r.causedBy)));
  }

  async decide(checker: Actor, id: string, decision: 'approve' | 'reject', reason: string) {
    const audit = async (trx: Db, r: StoredReward) =>
      this.d.audit.append(trx, {
        actorId: checker.id,
        actor: checker.username,
        action: `reward.${decision}`,
        target: `reward:${id}`,
        before: { status: 'held', memberId: r.memberId, campaign: r.campaign, amount: r.amount, bonusType: r.bonusType },
        after: { status: r.status, transferId: r.transferId },
        reason,
      });
    if (decision === 'approve') {
      const outcome = await this.d.rewards.approveHeld(id, checker.id, audit);
      await this.d.rewards.publish(outcome);
      return { id, status: 'paid' as const };
    }
    await this.d.rewards.rejectHeld(id, checker.id, audit);
    return { id, status: 'rejected' as const };
  }
}

function toHeld(r: StoredReward, causedBy: string | null): HeldReward {
  return {
    id: r.id,
    memberId: r.memberId,
    campaign: r.campaign,
    source: `${r.sourceKind}:${r.sourceId}:${r.period}`,
    bonusType: r.bonusType,
    amount: r.amount,
    createdAt: r.createdAt.toISOString(),
    causedBy,
  };
}
