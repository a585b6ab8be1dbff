/**
 * The activity benches' shared setup: the stream's consumers as the server registers them (bonus
 * wagering with an active grant for every player, harm markers, VIP points with low thresholds,
 * cashback, tasks) and the settled bet the benches append.
 */
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.js';
import { systemClock } from '../../apps/server/src/platform/clock.js';
import type { ActivityConsumers, NewActivity } from '../../apps/server/src/modules/activity/index.js';
import { harmMarkersConsumer } from '../../apps/server/src/modules/harm-markers/harm-markers.consumer.js';
import { HarmJudge } from '../../apps/server/src/modules/harm-markers/harm-judge.js';
import { cashbackConsumer } from '../../apps/server/src/modules/cashback/index.js';
import { tasksConsumer } from '../../apps/server/src/modules/tasks/index.js';
import { LedgerService } from '../../apps/server/src/modules/ledger/index.js';
import { RewardsService } from '../../apps/server/src/modules/rewards/index.js';
import { createBonusMoneyModule, type BonusTerms } from '../../apps/server/src/modules/bonus-money/index.js';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus.js';
import { vipPointsConsumer } from '../../apps/server/src/modules/vip/index.js';
import { vipSettingStore } from '../../apps/server/src/modules/vip/vip-settings.js';
import { DEFAULT_VIP_SETTINGS } from '@nyota/contract/staff/vip-settings-schemas';

export function bet(memberId: string, n: number): NewActivity {
  // One bet in twenty loses big, so the harm consumer writes signals as it would in real play.
  const big = n % 20 === 0;
  const stake = big ? 60_000 : 100 + (n % 900);
  const payout = big ? 0 : n % 3 === 0 ? stake * 2 : 0;
  return {
    kind: 'bet.settled',
    memberId,
    at: new Date(),
    payload: {
      gameId: 2,
      betRef: `b${n}`,
      unit: 'cash',
      stake,
      payout,
      multiplier: Math.floor((payout * 100) / stake),
      bonusStake: 0,
    },
  };
}

/** Wagering no bench run can finish, so every bet of the run lands on an active grant. */
const TERMS: BonusTerms = {
  wageringMultiple: 10,
  contributions: { default: 100, games: {} },
  maxStake: 100_000,
  maxConversion: 100,
  validDays: 7,
};
const CAMPAIGN = 'bench-welcome';

/** The bonus-money module's consumer, with an active grant for every player. */
async function withBonusWagering(handle: DatabaseHandle, consumers: ActivityConsumers, players: string[]): Promise<void> {
  const bus = new MemoryBus();
  const ledger = new LedgerService({ db: handle.db, bus });
  const rewards = new RewardsService({ db: handle.db, clock: systemClock, ledger, holdAbove: 1_000_000_000 });
  const { bonus } = createBonusMoneyModule({
    db: handle.db,
    bus,
    clock: systemClock,
    ledger,
    rewards,
    activity: consumers,
    market: { currencySymbol: 'K' },
    sessions: { resolve: async () => null },
  });
  await rewards.fund(CAMPAIGN, 2, 100_000_000, 'bench-fund');
  for (const [i, memberId] of players.entries()) {
    await bonus.grant({
      campaign: CAMPAIGN,
      memberId,
      source: { kind: 'bench', id: String(i), period: 'once' },
      amount: 100_000,
      terms: TERMS,
    });
  }
}

/**
 * The vip module's consumer, with V1..V20 every 2,000 points: a bench player (about 5 points a
 * bet, 5 bets a second) rises a level every few seconds, so level changes are part of the load.
 */
async function withVipPoints(handle: DatabaseHandle, consumers: ActivityConsumers): Promise<void> {
  const levels = DEFAULT_VIP_SETTINGS.levels.map((l, i) => ({ ...l, threshold: i * 2_000 }));
  await handle.db.transaction().execute((trx) => vipSettingStore(() => new Date()).write(trx, { levels }));
  consumers.register(
    vipPointsConsumer({ clock: systemClock, market: 'zm', timeZone: 'Africa/Lusaka', announce: async () => undefined }),
  );
}

/** Every consumer the benches measure, in the order the server registers them. */
export async function registerBenchConsumers(
  handle: DatabaseHandle,
  consumers: ActivityConsumers,
  players: string[],
): Promise<void> {
  await withBonusWagering(handle, consumers, players);
  consumers.register(harmMarkersConsumer({ timeZone: 'Africa/Lusaka', judge: new HarmJudge() }));
  await withVipPoints(handle, consumers);
  consumers.register(cashbackConsumer({ clock: systemClock, timeZone: 'Africa/Lusaka' }));
  // The default tasks (play, wager, win): every bet moves a few rows; pushes go nowhere.
  consumers.register(tasksConsumer({ clock: systemClock, timeZone: 'Africa/Lusaka', announce: async () => undefined }));
}
