/** Real-money slot spins (issue 4 "Slots"): validated stake, outcome from the seed pair, one settlement. */
import { ErrorCode } from '@nyota/contract/error-codes';
import { formatMinor } from '@nyota/contract/money/format';
import type { SlotSpinData } from '@nyota/contract/api/per-bet-games';
import { playSlotRound, slotDefinitionHash, slotPayout } from '@nyota/fairness';
import { AppError } from '../../../platform/http/app-error.js';
import { settleSpin, type SpinDeps } from '../seeds/index.js';
import { isAllowedStake, SAVANNA_OFFER, slotConfigVersion, slotConfigView, stakeStep, type SlotOffer } from './slot-config.js';

export class SlotsService {
  constructor(
    private readonly deps: SpinDeps,
    private readonly offer: SlotOffer = SAVANNA_OFFER,
  ) {}

  config() {
    return slotConfigView(this.offer);
  }

  async spin(memberId: string, stake: number): Promise<SlotSpinData> {
    const offer = this.offer;
    if (!isAllowedStake(offer, stake))
      throw new AppError(ErrorCode.VALIDATION, 'errors.slot_stake_range', {
        min: formatMinor(offer.minStake),
        max: formatMinor(offer.maxStake),
        step: formatMinor(stakeStep(offer)),
      });
    const def = offer.definition;
    const spin = await settleSpin(this.deps, {
      memberId,
      gameId: offer.gameId,
      house: offer.house,
      unit: 'cash',
      stake,
      configVersion: slotConfigVersion(offer),
      fairness: { configHash: slotDefinitionHash(def) },
      plan: (inputs) => {
        const round = playSlotRound(def, inputs);
        const payout = slotPayout(def, stake, round);
        return {
          outcome: { round, payout },
          prize: payout,
          prizeUnit: 'cash',
          record: {
            stops: round.base.stops,
            lineWins: round.base.lineWins.map((w) => [w.line, w.symbol, w.count, w.pay]),
            scatterCount: round.base.scatterCount,
            freeSpins: round.freeSpins.length,
            totalPay: round.totalPay,
          },
        };
      },
    });
    const { round, payout } = spin.outcome;
    return {
      betId: spin.betId,
      stake,
      base: copySpin(round.base),
      freeSpins: round.freeSpins.map(copySpin),
      totalPay: round.totalPay,
      payout,
      balance: spin.balances.cash ?? 0,
      serverSeedHash: spin.taken.serverSeedHash,
      clientSeed: spin.taken.inputs.clientSeed,
      nonce: spin.taken.inputs.nonce,
    };
  }
}

type SpinResult = ReturnType<typeof playSlotRound>['base'];

function copySpin(s: SpinResult): SlotSpinData['base'] {
  return {
    stops: [...s.stops],
    window: s.window.map((c) => [...c]),
    lineWins: s.lineWins.map((w) => ({ ...w })),
    scatterCount: s.scatterCount,
    scatterPay: s.scatterPay,
    freeSpinsAwarded: s.freeSpinsAwarded,
    multiplier: s.multiplier,
    pay: s.pay,
  };
}
