/**
 * One real spin of a per-bet game, settled in ONE database transaction
 * (docs/design-departures.md#per-bet-games-and-football-call-the-ledger-api-directly): lock the
 * member's active seed pair and take its nonce, compute the outcome from the seeds, move the stake
 * and the prize in one ledger transfer (stake leg first, so a short balance is refused before any
 * prize could cover it), and record the settled bet. Either all of it commits or none of it: a
 * crash mid-way leaves no stake taken, no nonce used and no bet row; a refused stake (short
 * balance) records nothing. The bet id is fresh per request, so nothing can be paid twice.
 */
import { toMinor } from '@nyota/contract/money/minor';
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { GameUnit } from '@nyota/contract/games-constants';
import type { PerBetGameId } from '@nyota/contract/api/per-bet-games';
import type { SeedInputs } from '@nyota/fairness';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { LedgerApi, MemberAccountKind, MemberBalanceChange, TransferLeg } from '../../ledger/index.js';
import type { GameBetsApi } from '../bets/index.js';
import type { StakeGate } from '../../play-gate/index.js';
import { prizeSplit, type StakeFunding, type StakeSplit } from '../../bonus-money/index.js';
import type { SeedPairsService, TakenNonce } from './seed-pairs.service.js';

export interface SpinDeps {
  db: Db;
  ledger: LedgerApi;
  bets: GameBetsApi;
  seeds: SeedPairsService;
  clock: Clock;
  /** May this member stake now? Asked as the spin begins. */
  gate?: StakeGate;
  /** How a cash stake is paid when the member holds bonus money (cash first); all cash without it. */
  stakes?: StakeFunding;
}

/** What the game decided for one bet, from its seed inputs. */
export interface SpinPlan<O> {
  outcome: O;
  /** Paid to the member from the game's house, in `prizeUnit`; 0 for nothing. */
  prize: number;
  prizeUnit: MemberAccountKind;
  /** The outcome as stored with the bet (JSON). */
  record: Record<string, unknown>;
}

export interface SpinRequest<O> {
  memberId: string;
  gameId: PerBetGameId;
  /** The logical house account, `house:<name>`. */
  house: `house:${string}`;
  unit: GameUnit;
  stake: number;
  configVersion: string;
  /** Extra fairness data stored with the bet (table or config hash). */
  fairness: Record<string, unknown>;
  plan: (inputs: SeedInputs) => SpinPlan<O>;
}

export interface SettledSpin<O> {
  betId: string;
  outcome: O;
  taken: TakenNonce;
  /** Member balances after the spin, per unit the transfer touched. */
  balances: Partial<Record<MemberAccountKind, number>>;
}

/** Stake then prize, each split between cash and bonus money when the stake used some. */
function spinLegs<O>(req: SpinRequest<O>, plan: SpinPlan<O>, split: StakeSplit | null): TransferLeg[] {
  const member = (kind: MemberAccountKind) => ({ member: req.memberId, kind });
  const house = (kind: MemberAccountKind) => ({ system: req.house, kind });
  const leg = (from: TransferLeg['from'], to: TransferLeg['to'], amount: number): TransferLeg[] =>
    amount > 0 ? [{ from, to, amount: toMinor(amount) }] : [];
  if (!split || split.bonus === 0) {
    return [
      { from: member(req.unit), to: house(req.unit), amount: toMinor(req.stake) },
      ...leg(house(plan.prizeUnit), member(plan.prizeUnit), plan.prize),
    ];
  }
  const prize = plan.prizeUnit === 'cash' ? prizeSplit(split, plan.prize) : { cash: 0, bonus: 0 };
  return [
    ...leg(member('cash'), house('cash'), split.cash),
    ...leg(member('trial'), house('trial'), split.bonus),
    ...leg(house('cash'), member('cash'), prize.cash),
    ...leg(house('trial'), member('trial'), prize.bonus),
    ...(plan.prizeUnit === 'cash' ? [] : leg(house(plan.prizeUnit), member(plan.prizeUnit), plan.prize)),
  ];
}

export async function settleSpin<O>(deps: SpinDeps, req: SpinRequest<O>): Promise<SettledSpin<O>> {
  await deps.gate?.assertMayStake(req.memberId, { amount: req.stake, unit: req.unit });
  const betId = randomUUID();
  const placedAt = deps.clock.now();
  let changes: MemberBalanceChange[] = [];
  let settled: SettledSpin<O>;
  try {
    settled = await deps.db.transaction().execute(async (trx) => {
      const taken = await deps.seeds.takeNonce(trx, req.memberId, req.gameId);
      const plan = req.plan(taken.inputs);
      const split = req.unit === 'cash' && deps.stakes ? await deps.stakes.split(trx, req.memberId, req.stake) : null;
      const legs = spinLegs(req, plan, split);
      const r = await deps.ledger.transfer(
        {
          idempotencyKey: `spin:${req.gameId}:${betId}`,
          kind: 'game_spin',
          legs,
          metadata: { memberId: req.memberId, gameId: req.gameId, betId, nonce: taken.inputs.nonce },
        },
        { trx },
      );
      changes = r.memberBalances.filter((c) => c.memberId === req.memberId);
      const balances: Partial<Record<MemberAccountKind, number>> = {};
      for (const c of changes) balances[c.kind] = c.balance;
      const after = balances[req.unit] ?? (await deps.ledger.balances(req.memberId, { trx }))[req.unit];
      const payoutInUnit = plan.prizeUnit === req.unit ? plan.prize : 0;
      // The unit's own balance moved by its share only: bonus money has its own account.
      const own = split
        ? { stake: split.cash, payout: prizeSplit(split, payoutInUnit).cash }
        : { stake: req.stake, payout: payoutInUnit };
      await deps.bets.recordSettled(
        {
          gameId: req.gameId,
          betRef: betId,
          memberId: req.memberId,
          unit: req.unit,
          stake: req.stake,
          payout: payoutInUnit,
          outcome: plan.record,
          fairness: {
            serverSeedHash: taken.serverSeedHash,
            clientSeed: taken.inputs.clientSeed,
            nonce: taken.inputs.nonce,
            seedPairId: taken.pairId,
            ...req.fairness,
          },
          configVersion: req.configVersion,
          balanceBefore: after + own.stake - own.payout,
          bonusStake: split?.bonus ?? 0,
          balanceAfter: after,
          placedAt,
          settledAt: deps.clock.now(),
        },
        { trx },
      );
      return { betId, outcome: plan.outcome, taken, balances };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_BALANCE)
      throw new AppError(ErrorCode.INSUFFICIENT_BALANCE, 'errors.insufficient_balance_deposit');
    throw err;
  }
  await deps.ledger.publishBalances(changes);
  return settled;
}
