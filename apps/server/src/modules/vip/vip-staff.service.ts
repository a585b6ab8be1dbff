/**
 * The staff player page's VIP panel (docs/staff-console.md#players): the member's standing as the
 * VIP page shows it to them, the level rises the points consumer recorded, their benefit claims,
 * and the cashback module's weekly cashback and trial-fund grants (read through its index).
 */
import type { PlayerVip, VipGrant } from '@nyota/contract/staff/player-vip-schemas';
import type { Db } from '../../platform/db/database.js';
import type { CashbackHistory } from '../cashback/index.js';
import type { StoredReward } from '../rewards/index.js';
import type { VipBenefitsService } from './vip-benefits.service.js';
import type { VipService } from './vip.service.js';

const HISTORY_LIMIT = 50;

export interface VipStaffDeps {
  db: Db;
  vip: VipService;
  benefits: VipBenefitsService;
  /** The cashback module's grants of a member; none when it is not mounted. */
  cashbackHistory?: (memberId: string) => Promise<CashbackHistory>;
}

function grantOf(r: StoredReward): VipGrant {
  return {
    id: r.id,
    period: r.period,
    bonusType: r.bonusType,
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export class VipStaffService {
  constructor(private readonly d: VipStaffDeps) {}

  async forPlayer(memberId: string): Promise<PlayerVip> {
    const [level, changes, claims, grants, fast] = await Promise.all([
      this.d.vip.personalLevel(memberId),
      this.d.vip.history(memberId, HISTORY_LIMIT),
      this.d.benefits.logs(memberId, { size: HISTORY_LIMIT }),
      this.d.cashbackHistory?.(memberId) ?? Promise.resolve({ cashback: [], trialFund: [] }),
      this.d.benefits.fastReview([memberId]),
    ]);
    return {
      levelId: level.levelId,
      score: level.score,
      year: level.year,
      earnedLevelId: level.earnedLevelId,
      keptLevelId: level.keptLevelId,
      nextScore: level.nextScore,
      fastWithdrawalReview: fast.has(memberId),
      changes: changes.map((c) => ({ year: c.year, from: c.from, to: c.to, points: c.points, at: c.at.toISOString() })),
      claims: claims.list,
      cashback: grants.cashback.map(grantOf),
      trialFund: grants.trialFund.map(grantOf),
    };
  }
}
