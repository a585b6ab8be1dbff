/**
 * Coin and diamond wheel spins (issue 4 "Wheels"): the cost comes from the table, the first float
 * of the bet's byte stream picks the segment by weight, and the prize (coins, diamonds or cash) is
 * paid from the wheel's house in the prize's own unit, all in one settlement.
 */
import type { WheelGameId, WheelSpinData } from '@nyota/contract/api/per-bet-games';
import { spinWheel, wheelTableHash } from '@nyota/fairness';
import { settleSpin, type SpinDeps } from '../seeds/index.js';
import { WHEEL_OFFERS, wheelConfigVersion, wheelConfigView } from './wheel-config.js';

export class WheelsService {
  constructor(private readonly deps: SpinDeps) {}

  config(gameId: WheelGameId) {
    return wheelConfigView(WHEEL_OFFERS[gameId]);
  }

  async spin(memberId: string, gameId: WheelGameId): Promise<WheelSpinData> {
    const { table, house } = WHEEL_OFFERS[gameId];
    const tableHash = wheelTableHash(table);
    const spin = await settleSpin(this.deps, {
      memberId,
      gameId,
      house,
      unit: table.cost.kind,
      stake: table.cost.amount,
      configVersion: wheelConfigVersion(table),
      fairness: { tableHash, tableVersion: table.version },
      plan: (inputs) => {
        const result = spinWheel(table, inputs);
        const { prize } = result.segment;
        return {
          outcome: result,
          prize: prize.kind === 'none' ? 0 : prize.amount,
          prizeUnit: prize.kind === 'none' ? table.cost.kind : prize.kind,
          record: { segmentIndex: result.segmentIndex, prize: { kind: prize.kind, amount: prize.amount } },
        };
      },
    });
    const balances: Record<string, number> = {};
    for (const [kind, balance] of Object.entries(spin.balances)) balances[kind] = balance;
    return {
      betId: spin.betId,
      segmentIndex: spin.outcome.segmentIndex,
      prize: { ...spin.outcome.segment.prize },
      cost: { ...table.cost },
      balances,
      serverSeedHash: spin.taken.serverSeedHash,
      clientSeed: spin.taken.inputs.clientSeed,
      nonce: spin.taken.inputs.nonce,
      tableHash,
      version: table.version,
    };
  }
}
